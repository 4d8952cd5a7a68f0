import '../test-polyfills';
import { on, session$ } from '@quiz/bus';
import type { User } from '@quiz/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Navbar } from './Navbar';

describe('Navbar', () => {
  afterEach(() => act(() => session$.next({ token: null, user: null })));

  it('shows the SPEC links, and «Мои команды» and «Голосование» only when logged in', () => {
    render(
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>,
    );
    for (const [name, href] of [
      ['Главная', '/'],
      ['Итоги игр', '/game_results'],
      ['Рейтинг команд', '/rating'],
      ['Игры', '/games'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('link', { name: 'Мои команды' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Голосование' })).not.toBeInTheDocument();
    act(() => session$.next({ token: 't', user: null }));
    expect(screen.getByRole('link', { name: 'Мои команды' })).toHaveAttribute('href', '/my_teams');
    expect(screen.getByRole('link', { name: 'Голосование' })).toHaveAttribute('href', '/theme_vote');
    expect(screen.queryByRole('link', { name: 'Организатору' })).not.toBeInTheDocument();
  });

  it('shows «Организатору» to an organizer only', () => {
    const player = { id: 1, first_name: 'Аня', is_organizer: false } as User;
    act(() => session$.next({ token: 't', user: player }));
    render(
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Организатору' })).not.toBeInTheDocument();
    act(() => session$.next({ token: 't', user: { ...player, is_organizer: true } }));
    expect(screen.getByRole('link', { name: 'Организатору' })).toHaveAttribute('href', '/organizer');
  });

  it('«Войти» asks for login through the bus', async () => {
    const seen: unknown[] = [];
    const sub = on('auth.required').subscribe((e) => seen.push(e));
    render(
      <MemoryRouter initialEntries={['/games?type=RECENT']}>
        <Navbar />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(seen).toEqual([{ type: 'auth.required', from: '/games?type=RECENT' }]);
    sub.unsubscribe();
  });
});
