/** @jsxImportSource react */
import type { City } from '@quiz/contract';
import { makeCity, makeUser } from '@quiz/contract/fixtures';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { city$, session$ } from './index';
import { ServerSnapshots, serverSnapshotValues, useCity, useUser } from './react';

function Probe() {
  const user = useUser();
  const city = useCity();
  return (
    <p>
      {user ? user.first_name : 'гость'} · {city ? city.title : 'город не выбран'}
    </p>
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
});
