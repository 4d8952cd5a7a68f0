/** @jsxImportSource @emotion/react */
/**
 * The standalone dev page every remote uses (`pnpm --filter mf-x dev`): mounts the remote's `./App`
 * as a single-spa parcel with a tiny route picker, without the shell. Only the remote's own
 * modules load here; every other id shows the fallback, as on a page without the shell.
 */
import { type RemoteName, ROUTES } from '@quiz/routes';
import { GlobalStyles } from '@quiz/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RemoteParcel } from './remote-parcel';

export interface DevHarnessOptions {
  remote: RemoteName;
  /** Exposed id (e.g. 'mf_teams/RegistrationModal') → local import of that module. `<remote>/App` is required. */
  modules: Record<string, () => Promise<unknown>>;
}

function defaultParams(path: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, key] of path.matchAll(/:([A-Za-z]+)/g))
    if (key) params[key] = key === 'slug' || key === 'secret' ? 'demo' : '1';
  return params;
}

function parseParams(text: string): Record<string, string> {
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  } catch {
    return {}; // keep the defaults while the JSON is being typed
  }
}

function Harness({ remote, modules }: DevHarnessOptions) {
  const own = ROUTES.filter((r) => r.owner === remote);
  const [route, setRoute] = useState<string>(own[0]?.name ?? '');
  const [paramsText, setParamsText] = useState('');
  const def = own.find((r) => r.name === route);
  const params = { ...(def ? defaultParams(def.path) : {}), ...parseParams(paramsText) };
  const loadRemote = (id: string) => {
    const load = modules[id];
    return load ? load() : Promise.reject(new Error(`${id} is not available on the standalone page`));
  };
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
        <strong>{remote}</strong>
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
          id={`${remote}/App`}
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

/** Renders the harness into #harness (the page the config factory generates for `dev`). */
export function mountDevHarness(options: DevHarnessOptions): void {
  const el = document.getElementById('harness');
  if (el) createRoot(el).render(<Harness {...options} />);
}
