/** @jsxImportSource react */
import type { City } from '@quiz/contract';
import { makeCity, makeUser } from '@quiz/contract/fixtures';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { city$, emit, listen, session$ } from './index';
import { ServerSnapshots, serverSnapshotValues, useBusEvent, useCity, useUser } from './react';

function Probe() {
  const user = useUser();
  const city = useCity();
  return (
    <p>
      {user ? user.first_name : 'гость'} · {city ? city.title : 'город не выбран'}
    </p>
  );
}

/** What a reader mounted after hydration saw, render by render. */
const lateSeen: string[] = [];
function LateReader() {
  const user = useUser();
  lateSeen.push(user ? user.first_name : 'гость');
  return null;
}

function HydratedPage({ late }: { late: boolean }) {
  return (
    <ServerSnapshots values={serverSnapshotValues(null)}>
      <Probe />
      {late ? <LateReader /> : null}
    </ServerSnapshots>
  );
}

describe('bus React hooks', () => {
  afterEach(() => {
    act(() => {
      session$.next({ token: null, user: null });
      city$.next(null);
    });
  });

  it('follow session$ and city$ without a remount', () => {
    render(<Probe />);
    expect(screen.getByText('гость · город не выбран')).toBeInTheDocument();
    act(() => {
      session$.next({ token: 'a'.repeat(40), user: makeUser({ first_name: 'Ирина' }) });
      city$.next(makeCity({ title: 'Казань' }) satisfies City);
    });
    expect(screen.getByText('Ирина · Казань')).toBeInTheDocument();
  });

  it('treats a user without a token as logged out', () => {
    act(() => session$.next({ token: null, user: makeUser() }));
    render(<Probe />);
    expect(screen.getByText(/^гость/)).toBeInTheDocument();
  });

  it('renders the server snapshot on the server and in hydration, then the live value, without a mismatch', async () => {
    const kazan = makeCity({ id: 7, title: 'Казань' });
    // the browser already knows the visitor; the server rendered for nobody
    act(() => {
      session$.next({ token: 'a'.repeat(40), user: makeUser({ first_name: 'Ирина' }) });
      city$.next(kazan);
    });
    const tree = (
      <ServerSnapshots values={serverSnapshotValues(kazan)}>
        <Probe />
      </ServerSnapshots>
    );
    const html = renderToString(tree);
    expect(html).toContain('гость');
    expect(html).toContain('Казань');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Ирина · Казань');
    act(() => root?.unmount());
    container.remove();
  });

  it('lets go of the server snapshot after hydration: a reader mounted later shows the live value from its first render', async () => {
    act(() => session$.next({ token: 'a'.repeat(40), user: makeUser({ first_name: 'Ирина' }) }));
    lateSeen.length = 0;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HydratedPage late={false} />);
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <HydratedPage late={false} />);
    });
    expect(container.textContent).toBe('Ирина · город не выбран');
    await act(async () => root?.render(<HydratedPage late />));
    expect(lateSeen).toEqual(['Ирина']);
    act(() => root?.unmount());
    container.remove();
  });
});

/** The toasts it heard, each with the prefix of the render that heard it. */
function Toasts({ prefix }: { prefix: string }) {
  const [shown, setShown] = useState<string[]>([]);
  useBusEvent('toast.show', (event) => setShown((all) => [...all, `${prefix}${event.message}`]));
  return <p>{shown.join(' | ') || 'пусто'}</p>;
}

describe('useBusEvent', () => {
  it('hears the bus while mounted, with the latest render’s handler, and stops when unmounted', () => {
    const { rerender, unmount } = render(<Toasts prefix="1: " />);
    act(() => emit({ type: 'toast.show', message: 'Сохранено' }));
    expect(screen.getByText('1: Сохранено')).toBeInTheDocument();
    rerender(<Toasts prefix="2: " />);
    act(() => emit({ type: 'toast.show', message: 'Удалено' }));
    expect(screen.getByText('1: Сохранено | 2: Удалено')).toBeInTheDocument();
    unmount();
    let heard = 0;
    const stop = listen('toast.show', () => {
      heard += 1;
    });
    emit({ type: 'toast.show', message: 'После' });
    stop();
    emit({ type: 'toast.show', message: 'Никто' });
    expect(heard).toBe(1);
  });
});
