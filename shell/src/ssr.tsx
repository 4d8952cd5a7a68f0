/**
 * The shell's server bundle (dist/.server/ssr.js): the frame (navbar, main, footer) around the
 * remote's server-rendered slot, rendered with the same components the browser hydrates.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ShellServerBundle, SsrPageState } from '@quiz/contract/ssr-page';
import type { HostApi } from '@quiz/federation';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { serverPageSnapshots } from './city/city-store';

/** Nothing is loaded on the server: the slot's markup comes from the remote's own server bundle. */
const serverHost: HostApi = {
  loadRemote: (id) => Promise.reject(new Error(`${id} is not loaded on the server`)),
};

/** @public the server bundle's entry: packages/server/src/ssr/bundles.ts calls `renderFrame` by name */
export const renderFrame: ShellServerBundle['renderFrame'] = (state: SsrPageState, slotHtml: string) =>
  renderToString(
    // the browser uses emotion's default cache (key `css`); a fresh one per page here
    <CacheProvider value={createCache({ key: 'css' })}>
      <App
        host={serverHost}
        location={state.url}
        serverPage={{
          state,
          slotHtml,
          snapshots: serverPageSnapshots(state),
        }}
      />
    </CacheProvider>,
  );
