import { makeEvent } from '@quiz/contract/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddToCalendar, calendarGameOf, eventIcsHref } from './AddToCalendar';

// 19:30 in Moscow
const event = makeEvent({ id: 42, date: '2030-03-15T16:30:00.000Z', postfix: '#2' });

describe('AddToCalendar', () => {
  it('opens the .ics download and the Google and Yandex links, built from the game', async () => {
    render(<AddToCalendar event={event} origin="https://quiz.example" />);
    const toggle = screen.getByRole('button', { name: 'Добавить в календарь' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Google Календарь/ })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Добавить в календарь' });

    const ics = within(list).getByRole('link', { name: /Скачать файл \.ics/ });
    expect(ics).toHaveAttribute('href', '/api/event/42/calendar.ics');
    expect(ics).toHaveAttribute('download', 'quiz-42.ics');

    const google = new URL(
      within(list).getByRole('link', { name: 'Google Календарь' }).getAttribute('href') ?? '',
    );
    expect(google.host).toBe('calendar.google.com');
    expect(google.searchParams.get('text')).toBe('Гарри Поттер #2');
    expect(google.searchParams.get('dates')).toBe('20300315T163000Z/20300315T183000Z');
    expect(google.searchParams.get('location')).toBe('Бар «Сова», Москва, ул. Покровка, 12');
    expect(google.searchParams.get('details')).toBe('https://quiz.example/event/42');

    const yandexLink = within(list).getByRole('link', { name: 'Яндекс Календарь' });
    expect(yandexLink).toHaveAttribute('target', '_blank');
    expect(yandexLink).toHaveAttribute('rel', 'noopener noreferrer');
    const yandex = new URL(yandexLink.getAttribute('href') ?? '');
    expect(yandex.host).toBe('calendar.yandex.ru');
    expect(yandex.searchParams.get('name')).toBe('Гарри Поттер #2');
    expect(yandex.searchParams.get('startTs')).toBe('2030-03-15T16:30:00.000Z');
    expect(yandex.searchParams.get('endTs')).toBe('2030-03-15T18:30:00.000Z');
    expect(yandex.searchParams.get('description')).toBe('https://quiz.example/event/42');
  });

  it('Escape closes the list and gives the focus back to the button; a second click closes too', async () => {
    render(<AddToCalendar event={event} />);
    const toggle = screen.getByRole('button', { name: 'Добавить в календарь' });
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /Скачать файл \.ics/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Добавить в календарь' })).toBeNull();
    expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    expect(screen.getByRole('list', { name: 'Добавить в календарь' })).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('the game without a postfix, on the page origin by default', () => {
    const game = calendarGameOf(makeEvent({ id: 5, postfix: '  ' }), 'http://localhost/');
    expect(game).toMatchObject({
      theme: 'Гарри Поттер',
      venue: 'Бар «Сова»',
      timeZone: 'Europe/Moscow',
      url: 'http://localhost/event/5',
    });
    expect(eventIcsHref(7)).toBe('/api/event/7/calendar.ics');
  });
});
