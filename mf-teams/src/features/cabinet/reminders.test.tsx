/** /cabinet, the reminders switch, the personal calendar feed, «Добавить в календарь» on games. */
import { fakeNetwork } from '@quiz/api/testing';
import { makeEvent } from '@quiz/contract/fixtures';
import { TEAM_TEXTS } from '@quiz/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureBus } from '../../test/bus';
import { ME, makeLineup } from '../../test/data';
import { CabinetView } from './CabinetView';
import { REMINDER_TEXTS } from './reminders';

const FEED = '/api/calendar/0123456789abcdef0123456789abcdef/feed.ics';
const NEW_FEED = '/api/calendar/fedcba9876543210fedcba9876543210/feed.ics';

const { toasts } = captureBus(ME);

function cabinet(settings: { reminders_enabled: boolean; calendar_feed: string | null }) {
  const net = fakeNetwork();
  net.on('userEvents', {
    status: 200,
    data: {
      upcoming: [
        { event: makeEvent({ id: 42, date: '2099-03-15T16:30:00.000Z' }), event_team: makeLineup() },
      ],
      past: [
        {
          event: makeEvent({ id: 7, date: '2020-03-15T16:30:00.000Z', postfix: '' }),
          event_team: makeLineup({ id: 3, event: 7 }),
        },
      ],
    },
  });
  net.on('reminderSettings', { status: 200, data: settings });
  render(<CabinetView />);
  return net;
}

describe('cabinet: reminders', () => {
  it('switches reminders off through updateReminderSettings and says so', async () => {
    const net = cabinet({ reminders_enabled: true, calendar_feed: null });
    net.on('updateReminderSettings', (req) => ({
      status: 200,
      data: { ...(req.body as { reminders_enabled: boolean }), calendar_feed: null },
    }));
    const toggle = await screen.findByRole('switch', { name: REMINDER_TEXTS.toggle });
    expect(toggle).toBeChecked();
    expect(screen.getByText(/За сутки и за 2 часа до игры/)).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(net.calls('updateReminderSettings')).toHaveLength(1));
    expect(net.calls('updateReminderSettings')[0]?.body).toEqual({ reminders_enabled: false });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(toasts()).toEqual(['Напоминания выключены.']);
  });

  it('a refused save puts the switch back and shows the error', async () => {
    const net = cabinet({ reminders_enabled: false, calendar_feed: null });
    net.on('updateReminderSettings', { status: 500, data: {} });
    const toggle = await screen.findByRole('switch', { name: REMINDER_TEXTS.toggle });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(toasts()[0]).not.toBe('Напоминания включены.');
  });

  it('the calendar feed: «Получить ссылку» makes one, «Скопировать» copies the full address', async () => {
    const net = cabinet({ reminders_enabled: true, calendar_feed: null });
    net.on('rotateCalendarSecret', { status: 200, data: { reminders_enabled: true, calendar_feed: FEED } });
    await userEvent.click(await screen.findByRole('button', { name: REMINDER_TEXTS.feedCreate }));
    const field = await screen.findByRole('textbox', { name: REMINDER_TEXTS.feedLabel });
    expect(field).toHaveValue(`http://localhost${FEED}`);
    expect(field).toHaveAttribute('readonly');
    expect(net.calls('rotateCalendarSecret')).toHaveLength(1);

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: REMINDER_TEXTS.copy }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`http://localhost${FEED}`));
    expect(toasts()).toContain(TEAM_TEXTS.linkCopied);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('«Сменить ссылку» asks first, then the old address is replaced by a new one', async () => {
    const net = cabinet({ reminders_enabled: true, calendar_feed: FEED });
    net.on('rotateCalendarSecret', {
      status: 200,
      data: { reminders_enabled: true, calendar_feed: NEW_FEED },
    });
    const field = await screen.findByRole('textbox', { name: REMINDER_TEXTS.feedLabel });
    expect(field).toHaveValue(`http://localhost${FEED}`);
    await userEvent.click(screen.getByRole('button', { name: REMINDER_TEXTS.rotate }));
    const dialog = await screen.findByRole('dialog', { name: REMINDER_TEXTS.rotateConfirm });
    expect(within(dialog).getByText(/Старая ссылка перестанет работать/)).toBeInTheDocument();
    expect(net.calls('rotateCalendarSecret')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: REMINDER_TEXTS.rotateYes }));
    await waitFor(() => expect(field).toHaveValue(`http://localhost${NEW_FEED}`));
    expect(net.calls('rotateCalendarSecret')).toHaveLength(1);
    expect(toasts()).toContain(REMINDER_TEXTS.rotated);
  });

  it('«Добавить в календарь» on each upcoming game, not on the past ones', async () => {
    cabinet({ reminders_enabled: true, calendar_feed: null });
    const buttons = await screen.findAllByRole('button', { name: 'Добавить в календарь' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    expect(screen.getByRole('link', { name: /Скачать файл \.ics/ })).toHaveAttribute(
      'href',
      '/api/event/42/calendar.ics',
    );
  });
});
