/** The venue's secret page: orders grouped by game, team and player, totals per team and game, print. */
import { fakeNetwork } from '@quiz/api/testing';
import type { SecretPreorder } from '@quiz/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SecretPreorderView } from './SecretPreorderView';

const DATA: SecretPreorder = {
  place: { id: 3, title: 'Бар «Сова»', address: 'Тверская, 1' },
  date: '2026-11-27',
  dates: ['2026-11-27', '2026-11-29'],
  events: [
    {
      event: { id: 42, date: '2026-11-27T16:30:00.000Z', title: 'Гарри Поттер' },
      teams: [
        {
          team: { id: 30, title: 'Совы' },
          carts: [
            {
              user: { id: 1, first_name: 'Анна' },
              name: 'Анна',
              guest: false,
              orders: [
                { category: 'Горячее', title: 'Пицца', price: 1250, quantity: 2 },
                { category: 'Салаты', title: 'Цезарь', price: 450, quantity: 1 },
              ],
            },
            {
              user: { id: 9, first_name: 'Петя' },
              name: 'Петя',
              guest: true,
              orders: [{ category: 'Бар', title: 'Лимонад', price: 300, quantity: 3 }],
            },
          ],
        },
        {
          team: { id: 31, title: 'Ежи' },
          carts: [
            {
              user: { id: 2, first_name: 'Борис' },
              name: 'Борис',
              guest: false,
              orders: [{ category: 'Бар', title: 'Чай', price: 200, quantity: 1 }],
            },
          ],
        },
      ],
    },
  ],
};

describe('secret preorder page (SPEC §2)', () => {
  it('groups by game, team and player with team and game totals; no login needed', async () => {
    const net = fakeNetwork();
    net.on('secretPreorder', { status: 200, data: DATA });
    render(<SecretPreorderView secret="venue-1-abc" date="2026-11-27" />);
    expect(await screen.findByText('Бар «Сова»')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Предзаказы', level: 1 })).toBeInTheDocument();
    expect(net.calls('secretPreorder')[0]?.url).toBe('secret_preorder/venue-1-abc/');
    expect(net.calls('secretPreorder')[0]?.query).toEqual({ date: '2026-11-27' });
    expect(net.calls('secretPreorder')[0]?.authorization).toBeNull();
    const game = screen.getByRole('region', { name: 'Гарри Поттер' });
    const owls = within(game).getByRole('region', { name: 'Совы' });
    expect(within(owls).getByRole('rowgroup', { name: 'Анна' })).toHaveTextContent('Пицца');
    expect(within(owls).getByRole('rowgroup', { name: 'Петя' })).toHaveTextContent('Петя (гость)');
    expect(within(owls).getByTestId('team-total')).toHaveTextContent('3 850 ₽');
    expect(
      within(within(game).getByRole('region', { name: 'Ежи' })).getByTestId('team-total'),
    ).toHaveTextContent('200 ₽');
    expect(within(game).getByTestId('event-total')).toHaveTextContent('Итого по игре: 4 050 ₽');
    const print = jest.fn();
    window.print = print;
    fireEvent.click(screen.getByRole('button', { name: 'Распечатать' }));
    expect(print).toHaveBeenCalled();
    expect(screen.getByLabelText('День')).toHaveValue('2026-11-27');
  });

  it('says when the day has no orders, and shows the server’s 404 text', async () => {
    const net = fakeNetwork();
    net.on('secretPreorder', { status: 200, data: { ...DATA, events: [] } });
    const { unmount } = render(<SecretPreorderView secret="s" />);
    expect(await screen.findByText('На этот день заказов нет.')).toBeInTheDocument();
    unmount();
    net.on('secretPreorder', { status: 404, data: { detail: 'Страница предзаказа не найдена.' } });
    render(<SecretPreorderView secret="nope" />);
    expect(await screen.findByText('Страница предзаказа не найдена.')).toBeInTheDocument();
  });

  it('each game shows its own time in the venue’s zone; the day has no time of its own', async () => {
    const net = fakeNetwork();
    const second = DATA.events[0]
      ? { ...DATA.events[0], event: { id: 43, date: '2026-11-27T14:00:00.000Z', title: 'Мистика' } }
      : null;
    net.on('secretPreorder', {
      status: 200,
      data: {
        ...DATA,
        place: { ...DATA.place, timezone: 'Asia/Yekaterinburg' },
        events: [...DATA.events, ...(second ? [second] : [])],
      },
    });
    render(<SecretPreorderView secret="venue-1-abc" date="2026-11-27" />);
    // 16:30 and 14:00 UTC are 21:30 and 19:00 in Yekaterinburg
    expect(await screen.findByRole('heading', { level: 2, name: 'Гарри Поттер, 21:30' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Мистика, 19:00' })).toBeInTheDocument();
    expect(screen.getByText('Тверская, 1 · пт, 27 ноября')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'пт, 27 ноября' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('12:00');
  });
});
