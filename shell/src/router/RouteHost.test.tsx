import '../test-polyfills';
import { session$ } from '@quiz/bus';
import type { User } from '@quiz/contract';
import { defineRemote, type RemoteAppProps } from '@quiz/federation';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { RouteHost } from './RouteHost';

// Parcels mount asynchronously through single-spa promises, as in a browser.
const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  g.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  g.IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  session$.next({ token: null, user: null });
  window.scrollTo = jest.fn();
});

let effects = 0;
function FakeRemote({ route, params }: RemoteAppProps) {
  useEffect(() => {
    effects += 1;
  }, []);
  return (
    <h1>
      {route} {params.eventId ?? ''}
    </h1>
  );
}
const fakeRemote = defineRemote(FakeRemote, { cacheKey: 'fk', name: 'fake' });

function Where() {
  const location = useLocation();
  return <output aria-label="адрес">{`${location.pathname}${location.search}`}</output>;
}

let go: (to: string) => void = () => {};
function Nav() {
  const navigate = useNavigate();
  go = navigate;
  return null;
}

function renderAt(url: string, loadRemote = jest.fn((_id: string) => Promise.resolve<unknown>(fakeRemote))) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <RouteHost host={{ loadRemote }} />
      <Where />
      <Nav />
    </MemoryRouter>,
  );
  return loadRemote;
}

describe('RouteHost', () => {
  it('keeps the title the server wrote for this page (canonical link), and drops it elsewhere', async () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = 'http://localhost/event/7';
    document.head.append(link);
    document.title = 'Кухни мира — 1 декабря 2026, 19:00 — Квиз';
    renderAt('/event/7');
    expect(await screen.findByRole('heading', { name: 'eventPage 7' })).toBeInTheDocument();
    expect(document.title).toBe('Кухни мира — 1 декабря 2026, 19:00 — Квиз');
    cleanup();
    renderAt('/games');
    await waitFor(() => expect(document.title).toBe('Игры — Квиз'));
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('mounts the owning remote with route and params in a data-remote slot, and sets the title', async () => {
    const load = renderAt('/event/7');
    expect(await screen.findByRole('heading', { name: 'eventPage 7' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_events/App');
    expect(document.querySelector('[data-remote="mf_events"]')).not.toBeNull();
    expect(document.title).toBe('Игра — Квиз');
  });

  it('sends a logged-out user on a protected route to /login?from=…', async () => {
    renderAt('/my_teams?tab=1');
    expect(await screen.findByLabelText('адрес')).toHaveTextContent('/login?from=%2Fmy_teams%3Ftab%3D1');
  });

  it('lets a logged-in user through a protected route', async () => {
    session$.next({ token: 'abc', user: null });
    const load = renderAt('/my_teams');
    expect(await screen.findByRole('heading', { name: 'myTeams' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_teams/App');
  });

  it('sends someone who is not an organizer home from the organizer console, and lets an organizer in', async () => {
    const user = { id: 1, first_name: 'Аня', is_organizer: false } as User;
    session$.next({ token: 'abc', user });
    renderAt('/organizer');
    await waitFor(() => expect(screen.getByLabelText('адрес')).toHaveTextContent(/^\/$/));
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^organizer/ })).not.toBeInTheDocument();
    cleanup();
    session$.next({ token: 'abc', user: { ...user, is_organizer: true } });
    renderAt('/organizer/event/4/scores');
    expect(await screen.findByRole('heading', { name: 'organizerEventScores 4' })).toBeInTheDocument();
  });

  it('redirects an unknown path to /', async () => {
    renderAt('/no/such/page');
    await waitFor(() => expect(screen.getByLabelText('адрес')).toHaveTextContent(/^\/$/));
  });

  it('moving between two routes of one remote updates the parcel instead of remounting it', async () => {
    const load = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    const before = effects;
    go('/games');
    expect(await screen.findByRole('heading', { name: 'games' })).toBeInTheDocument();
    go('/event/3');
    expect(await screen.findByRole('heading', { name: 'eventPage 3' })).toBeInTheDocument();
    expect(effects).toBe(before);
    expect(load).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('a remote that fails to load shows the fallback in its slot', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(
      '/rating',
      jest.fn((_id: string) => Promise.reject<unknown>(new Error('offline'))),
    );
    expect(await screen.findByText('Не удалось загрузить раздел')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(document.querySelector('[data-remote="mf_seating"]')).not.toBeNull();
    warn.mockRestore();
    error.mockRestore();
  });
});
