/**
 * A remote mounted with `hydrate` takes over the server's markup: the very DOM nodes the
 * server sent stay, they become interactive, and React reports no mismatch.
 */

import createCache from '@emotion/cache';
import { createQueryClient } from '@quiz/api/query';
import { session$ } from '@quiz/bus';
import { serverSnapshotValues, useUser } from '@quiz/bus/react';
import { makeUser } from '@quiz/contract/fixtures';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { defineRemote, remoteTree } from './define-remote';

function Counter({ route }: { route: string }) {
  const user = useUser();
  const [count, setCount] = useState(0);
  return (
    <section>
      <h1>{route}</h1>
      <p>{user ? `Здравствуйте, ${user.first_name}` : 'Войдите, чтобы зарегистрировать команду'}</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Нажато: {count}
      </button>
    </section>
  );
}

// single-spa-react resolves mount from setTimeout after React commits; drive it like a browser.
const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  g.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  g.IS_REACT_ACT_ENVIRONMENT = true;
  session$.next({ token: null, user: null });
});

it('hydrates the server markup in place: same nodes, no mismatch, then the live session', async () => {
  const props = { route: 'Игры', name: 'hydrate-test', host: null };
  const html = renderToString(
    remoteTree(Counter, props, {
      cache: createCache({ key: 'hy' }),
      queryClient: createQueryClient(),
      snapshots: serverSnapshotValues(null),
      label: 'hydrate-test',
    }),
  );
  expect(html).toContain('Войдите, чтобы зарегистрировать команду');

  // the visitor is logged in in the browser; the server did not know
  session$.next({ token: 'a'.repeat(40), user: makeUser({ first_name: 'Ирина' }) });
  const domElement = document.createElement('div');
  domElement.innerHTML = html;
  document.body.append(domElement);
  const serverButton = domElement.querySelector('button');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

  const lifecycles = defineRemote(Counter, { cacheKey: 'hy', name: 'hydrate-test' });
  await lifecycles.bootstrap({ ...props, domElement });
  await lifecycles.mount({ ...props, domElement, hydrate: { city: null } });

  await waitFor(() => expect(screen.getByText('Здравствуйте, Ирина')).toBeInTheDocument());
  expect(domElement.querySelector('button')).toBe(serverButton);
  fireEvent.click(screen.getByRole('button', { name: 'Нажато: 0' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Нажато: 1' })).toBeInTheDocument());
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();

  await lifecycles.unmount({ ...props, domElement });
  domElement.remove();
});
