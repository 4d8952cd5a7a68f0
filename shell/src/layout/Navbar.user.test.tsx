/** The navbar parts the auth work owns: the user's avatar, name and ID, «Выйти», and the city button. */
import '../auth/test-polyfills';
import { fakeNetwork } from '@quiz/api/testing';
import { city$, on, session$ } from '@quiz/bus';
import type { User } from '@quiz/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { cities$ } from '../city/city-store';
import { Navbar } from './Navbar';

describe('Navbar: user and city', () => {
  afterEach(() => act(() => session$.next({ token: null, user: null })));

  it('shows avatar, name and ID when logged in, and «Выйти» logs out (on the server too)', async () => {
    const net = fakeNetwork();
    net.on('POST logout/', { status: 204 });
    const user: User = {
      id: 42,
      first_name: 'Аня',
      last_name: '',
      phone: '79123456789',
      city: null,
      avatar: null,
      captain: [],
      like: [],
      teams: [],
      event_players: [],
      comfortable_time: {},
      is_legionary: false,
    };
    const facts: unknown[] = [];
    const sub = on('auth.loggedOut').subscribe((e) => facts.push(e));
    act(() => session$.next({ token: 'a'.repeat(40), user }));
    render(
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>,
    );
    const badge = screen.getByTestId('navbar-user');
    expect(within(badge).getByText('Аня')).toBeInTheDocument();
    expect(within(badge).getByText('ID 42')).toBeInTheDocument();
    expect(within(badge).getByText('А')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Войти' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(session$.getValue()).toEqual({ token: null, user: null });
    expect(facts).toEqual([{ type: 'auth.loggedOut' }]);
    expect(net.calls('POST logout/').map((r) => r.authorization)).toEqual([`Token ${'a'.repeat(40)}`]);
    sub.unsubscribe();
    net.restore();
  });

  it('«Выйти на всех устройствах» revokes every token on the server (POST logout_all/)', async () => {
    const net = fakeNetwork();
    net.on('POST logout_all/', { status: 204 });
    const user: User = {
      id: 7,
      first_name: 'Боря',
      last_name: '',
      phone: '79123456780',
      city: null,
      avatar: null,
      captain: [],
      like: [],
      teams: [],
      event_players: [],
      comfortable_time: {},
      is_legionary: false,
    };
    act(() => session$.next({ token: 'b'.repeat(40), user }));
    render(
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Выйти на всех устройствах' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(session$.getValue()).toEqual({ token: null, user: null });
    expect(net.calls('POST logout_all/').map((r) => r.authorization)).toEqual([`Token ${'b'.repeat(40)}`]);
    expect(net.calls('POST logout/')).toHaveLength(0);
    net.restore();
  });

  it('the city button opens the city choice and shows the chosen city', async () => {
    act(() => {
      cities$.next([
        {
          id: 1,
          title: 'Москва',
          subdomain: 'msk',
          currency: { code: 'RUB', symbol: '₽' },
          timezone: 'Europe/Moscow',
        },
        {
          id: 2,
          title: 'Санкт-Петербург',
          subdomain: 'spb',
          currency: { code: 'RUB', symbol: '₽' },
          timezone: 'Europe/Moscow',
        },
      ]);
      city$.next({
        id: 1,
        title: 'Москва',
        subdomain: 'msk',
        currency: { code: 'RUB', symbol: '₽' },
        timezone: 'Europe/Moscow',
      });
    });
    render(
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Город: Москва. Сменить город' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выберите город' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Санкт-Петербург/ }));
    expect(city$.getValue()?.id).toBe(2);
    expect(screen.getByRole('button', { name: 'Город: Санкт-Петербург. Сменить город' })).toBeInTheDocument();
    expect(document.cookie).toContain('quiz_city=2');
  });
});
