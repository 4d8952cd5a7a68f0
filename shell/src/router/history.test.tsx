/** The shell's small router: links, redirects, back and forward, the active link. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  NavLink,
  useLocation,
  useNavigate,
  useSearchParams,
} from './history';

function Where() {
  const location = useLocation();
  const [params] = useSearchParams();
  return (
    <output aria-label="адрес">{`${location.pathname}${location.search} type=${params.get('type') ?? ''}`}</output>
  );
}

let go: ReturnType<typeof useNavigate> = () => {};
function Nav() {
  go = useNavigate();
  return null;
}

describe('shell router', () => {
  it('a NavLink navigates in the page and marks the current one (end: exactly its path)', async () => {
    render(
      <MemoryRouter initialEntries={['/games']}>
        <NavLink to="/" end className="x">
          Главная
        </NavLink>
        <NavLink to="/games">Игры</NavLink>
        <NavLink to="/rating">Рейтинг</NavLink>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Игры' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Игры' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Главная' })).toHaveAttribute('class', 'x');
    await userEvent.click(screen.getByRole('link', { name: 'Рейтинг' }));
    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent('/rating type=');
    expect(screen.getByRole('link', { name: 'Рейтинг' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Игры' })).not.toHaveAttribute('aria-current');
  });

  it('Navigate redirects; useSearchParams reads the query', () => {
    render(
      <MemoryRouter initialEntries={['/old']}>
        <Navigate to="/games?type=RECENT" replace />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent('/games?type=RECENT type=RECENT');
  });

  it('BrowserRouter writes the address bar (push and replace) and follows back and forward', () => {
    window.history.replaceState(null, '', '/start');
    render(
      <BrowserRouter>
        <Where />
        <Nav />
      </BrowserRouter>,
    );
    const where = () => screen.getByRole('status', { name: 'адрес' }).textContent;
    expect(where()).toBe('/start type=');
    act(() => go('/games?type=RECENT'));
    expect(window.location.pathname + window.location.search).toBe('/games?type=RECENT');
    act(() => go('/rating', { replace: true }));
    expect(where()).toBe('/rating type=');
    act(() => {
      window.history.replaceState(null, '', '/start');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('/start type=');
  });
});
