/**
 * `embed.js`: the venue embed loader, built next to this remote's `mf-manifest.json`. A venue page adds
 *
 *   <script src="https://<site>/mf/mf_preorder/<version>/embed.js" defer></script>
 *   <div data-quiz-preorder data-event="12" data-team="34" data-token="<team link token>"></div>
 *
 * For each such element it attaches a shadow root (so the venue's styles and ours never meet), starts
 * the federation runtime with only this remote (`createInstance` + `loadRemote` of the manifest beside
 * this script), and mounts `mf_preorder/App` into it with single-spa's `mountRootParcel`
 * (`embedded: true`). Remotes are built with `externalRuntime` (the shell provides the runtime on the
 * site); here the loader provides it, once. React comes from the remote's own shared fallback, unless
 * the page already exposes React 19 (`window.React` + `window.ReactDOM` with `createRoot`), which is
 * then shared instead. API calls go to the script's origin with the `Authorization` header only (no
 * cookies), so the API answers CORS for the venue's origin without credentials.
 */
import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import * as singleSpa from 'single-spa';
import { EMBED_SELECTOR } from './contract';

type UserOptions = Parameters<typeof createInstance>[0];
type Shared = NonNullable<UserOptions['shared']>;

const RUNTIME_VERSION = '2.9.3';
const SINGLE_SPA_VERSION = '6.0.3';
const EMBED_CSS = `:host{all:initial;display:block;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1c26;text-align:left}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
img{max-width:100%}`;

interface ReactGlobals {
  React?: { version?: string };
  ReactDOM?: { version?: string; createRoot?: unknown };
}

/** The page's own React 19, when it exposes one, as shares for the runtime; else nothing. */
function pageReact(): Shared {
  const w = window as unknown as ReactGlobals;
  const react = w.React;
  const dom = w.ReactDOM;
  if (!react?.version?.startsWith('19.') || !dom?.version?.startsWith('19.') || !dom.createRoot) return {};
  const share = (version: string, lib: unknown) => ({
    version,
    lib: () => lib,
    shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
  });
  return {
    react: share(react.version, react),
    'react/jsx-runtime': share(react.version, react),
    'react-dom': share(dom.version, dom),
    'react-dom/client': share(dom.version, dom),
  } as unknown as Shared;
}

/** single-spa for the remote too: one copy on the page (the remote would load its own otherwise). */
function loaderShares(): Shared {
  return {
    'single-spa': {
      version: SINGLE_SPA_VERSION,
      lib: () => singleSpa,
      shareConfig: { singleton: true, requiredVersion: `^${SINGLE_SPA_VERSION}` },
    },
  } as unknown as Shared;
}

/** This remote's runtime is external (see the README): provide it once on a page without the shell. */
function provideRuntime(): void {
  const g = runtimeCore.Global as Record<string, unknown>;
  if (g._FEDERATION_RUNTIME_CORE) return;
  g._FEDERATION_RUNTIME_CORE = runtimeCore;
  g._FEDERATION_RUNTIME_CORE_FROM = { name: 'mf_preorder_embed', version: RUNTIME_VERSION };
}

interface Lifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  update?: (props: object) => Promise<unknown>;
}

function shadowOf(element: HTMLElement) {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  shadow.replaceChildren();
  const style = document.createElement('style');
  style.textContent = EMBED_CSS;
  const styleRoot = document.createElement('div');
  const root = document.createElement('div');
  const portal = document.createElement('div');
  shadow.append(style, styleRoot, root, portal);
  return { styleRoot, root, portal };
}

const script = document.currentScript as HTMLScriptElement | null;

export async function mountAll(scriptUrl: string): Promise<number> {
  const elements = [...document.querySelectorAll<HTMLElement>(EMBED_SELECTOR)].filter(
    (el) => !el.dataset.quizMounted,
  );
  if (elements.length === 0) return 0;
  provideRuntime();
  const base = new URL('.', scriptUrl).href;
  const siteOrigin = new URL(scriptUrl).origin;
  const federation = createInstance({
    name: 'mf_preorder_embed',
    remotes: [{ name: 'mf_preorder', entry: `${base}mf-manifest.json` }],
    shared: { ...loaderShares(), ...pageReact() },
  });
  const app = (await federation.loadRemote<Lifecycles>('mf_preorder/App')) as Lifecycles | null;
  if (!app) throw new Error('mf_preorder/App is unavailable');
  const host = {
    loadRemote: (id: string) =>
      id.startsWith('mf_preorder/')
        ? federation.loadRemote(id)
        : Promise.reject(new Error(`${id}: not in the embed`)),
  };
  for (const element of elements) {
    element.dataset.quizMounted = '1';
    const { styleRoot, root, portal } = shadowOf(element);
    const { event = '', team = '', token } = element.dataset;
    singleSpa.mountRootParcel(
      { ...app, name: 'mf_preorder' },
      {
        domElement: root,
        route: 'Preorder',
        params: { eventId: event, teamId: team },
        query: token ? { t: token } : {},
        embedded: true,
        host,
        embed: { siteOrigin, styleRoot, portal },
      },
    );
  }
  return elements.length;
}

const start = () => {
  if (!script?.src) return;
  mountAll(script.src).catch((error: unknown) => console.error('[quiz preorder embed]', error));
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
