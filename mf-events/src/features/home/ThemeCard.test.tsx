import { fakeNetwork } from '@quiz/api/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetLikes } from '../../shared/theme-card/likes';
import { ThemeCard } from '../../shared/theme-card/ThemeCard';
import { captureBus } from '../../test/bus';
import { logIn, logOut, makeTheme, makeUser } from '../../test/fixtures';
import { ThemesSection } from './ThemesSection';

describe('ThemeCard (SPEC §2 "Theme card")', () => {
  const seen = captureBus();
  let net: ReturnType<typeof fakeNetwork>;
  /** the likes saved with POST user/like/, as [theme_id, status] */
  const liked = () =>
    net.calls('like').map((r) => {
      const body = r.body as { theme_id: number; status: boolean };
      return [body.theme_id, body.status];
    });
  beforeEach(() => {
    logOut();
    resetLikes();
    net = fakeNetwork();
    net.on('like', (req) => {
      const { theme_id, status } = req.body as { theme_id: number; status: boolean };
      return {
        status: 200,
        data: { theme_id, status, likes_count: status ? 1 : 0, like: status ? [theme_id] : [] },
      };
    });
  });

  it('says «В подготовке. Ожидается в ближайшее время.» and shows «Я бы сыграл»', () => {
    render(<ThemeCard theme={makeTheme()} />);
    expect(screen.getByText('В подготовке. Ожидается в ближайшее время.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Я бы сыграл/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('trial button only when the theme has a trial package', () => {
    const { unmount } = render(<ThemeCard theme={makeTheme()} />);
    expect(screen.queryByRole('button', { name: 'Опробовать' })).not.toBeInTheDocument();
    unmount();
    render(<ThemeCard theme={makeTheme({ trial_game_package: 9 })} />);
    expect(screen.getByRole('button', { name: 'Опробовать' })).toBeInTheDocument();
  });

  it('logged in: the like toggles and is saved with user/like', async () => {
    logIn();
    render(<ThemeCard theme={makeTheme()} />);
    const like = screen.getByRole('button', { name: /Я бы сыграл/ });
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(liked().at(-1)).toEqual([7, true]);
    expect(seen).toContainEqual({ type: 'like.changed', themeId: 7, liked: true });
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(liked().at(-1)).toEqual([7, false]);
  });

  it('a like the user already has is shown pressed', () => {
    logIn(makeUser({ like: [7] }));
    render(<ThemeCard theme={makeTheme()} />);
    expect(screen.getByRole('button', { name: /Я бы сыграл/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('logged out: asks for login, then sets the like', async () => {
    render(<ThemeCard theme={makeTheme()} />);
    await userEvent.click(screen.getByRole('button', { name: /Я бы сыграл/ }));
    expect(liked()).toEqual([]);
    const auth = seen.find((e) => e.type === 'auth.required');
    expect(auth).toBeDefined();
    act(() => {
      logIn();
      if (auth?.type === 'auth.required') auth.retry?.();
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Я бы сыграл/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(liked()).toContainEqual([7, true]);
  });

  it('a failed save shows a toast and keeps the like off', async () => {
    logIn();
    net.on('like', { status: 503, data: { detail: 'offline' } });
    render(<ThemeCard theme={makeTheme()} />);
    await userEvent.click(screen.getByRole('button', { name: /Я бы сыграл/ }));
    await waitFor(() => expect(seen.some((e) => e.type === 'toast.show')).toBe(true));
    expect(screen.getByRole('button', { name: /Я бы сыграл/ })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('ThemesSection: 3 at first, «Показать ещё» adds 3 until all', () => {
  it('pages 8 themes as 3, 6, 8', async () => {
    const themes = Array.from({ length: 8 }, (_, i) => makeTheme({ id: i + 1, title: `Тема ${i + 1}` }));
    render(<ThemesSection themes={themes} />);
    expect(screen.getAllByTestId('theme-card')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(screen.getAllByTestId('theme-card')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(screen.getAllByTestId('theme-card')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('no «Показать ещё» with 3 themes or fewer', () => {
    render(<ThemesSection themes={[makeTheme({ id: 1 }), makeTheme({ id: 2 })]} />);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });
});
