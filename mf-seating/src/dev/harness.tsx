/**
 * Standalone dev page of mf_seating (`pnpm --filter mf-seating dev`, http://localhost:3005/): mounts `./App`
 * as a single-spa parcel with a tiny route picker, without the shell. Only this remote's own widgets
 * load here; every other id shows the fallback, as on a page without the shell.
 */

import { RemoteParcel } from '@quiz/federation';
import { ROUTES } from '@quiz/routes';
import { GlobalStyles } from '@quiz/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const own = ROUTES.filter((r) => r.owner === 'mf_seating');
const localModules: Record<string, () => Promise<unknown>> = {
  'mf_seating/App': () => import('../entry'),
  'mf_seating/ResultsTable': () => import('../widgets/ResultsTable.entry'),
};
const loadRemote = (id: string) => {
  const load = localModules[id];
  return load ? load() : Promise.reject(new Error(`${id} is not available on the standalone page`));
};

function defaultParams(path: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, key] of path.matchAll(/:([A-Za-z]+)/g))
    if (key) params[key] = key === 'slug' || key === 'secret' ? 'demo' : '1';
  return params;
}

function Harness() {
  const [route, setRoute] = useState<string>(own[0]?.name ?? '');
  const [paramsText, setParamsText] = useState('');
  const def = own.find((r) => r.name === route);
  let params = def ? defaultParams(def.path) : {};
  try {
    if (paramsText.trim()) params = { ...params, ...(JSON.parse(paramsText) as Record<string, string>) };
  } catch {
    /* keep defaults while typing */
  }
  return (
    <>
      <GlobalStyles />
      <header
        css={{
          display: 'flex',
          gap: 12,
          padding: 12,
          background: '#eef',
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <strong>mf_seating</strong>
        <label>
          Маршрут{' '}
          <select value={route} onChange={(e) => setRoute(e.target.value)}>
            {own.map((r) => (
              <option key={r.name} value={r.name}>
                {r.name} — {r.path}
              </option>
            ))}
          </select>
        </label>
        <label>
          Параметры (JSON){' '}
          <input
            value={paramsText}
            onChange={(e) => setParamsText(e.target.value)}
            placeholder='{"eventId":"2"}'
          />
        </label>
      </header>
      <main>
        <RemoteParcel
          id="mf_seating/App"
          loadRemote={loadRemote}
          props={{
            route,
            params,
            query: Object.fromEntries(new URLSearchParams(window.location.search)),
            embedded: true,
          }}
        />
      </main>
    </>
  );
}

const el = document.getElementById('harness');
if (el) createRoot(el).render(<Harness />);
