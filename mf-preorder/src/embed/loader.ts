/**
 * `embed.js`: the venue embed, built next to this remote's `mf-manifest.json`. A venue page adds
 *
 *   <script src="https://<site>/mf/mf_preorder/<version>/embed.js" defer></script>
 *   <div data-quiz-preorder data-event="12" data-team="34" data-token="<team link token>"></div>
 *
 * For each such element it attaches a shadow root (so the venue's styles and ours never meet) and
 * renders the preorder (`EmbedRoot`) into it. It is one self-contained script of the same version's
 * code (README "Venue embed"): no federation runtime, no single-spa, no share scope — nothing on a
 * venue page shares code with it. Its build (`createScriptConfig` with the embed's aliases in
 * webpack.config.mjs) renders with preact/compat instead of React, sends API calls with `fetch`
 * (`@quiz/api/fetch-axios`) and bundles only the rxjs it uses. API calls go to the script's origin
 * with the `Authorization` header only (no cookies), so the API answers CORS for the venue's origin
 * without credentials.
 */
import { routeId } from '@quiz/domain';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { EMBED_SELECTOR } from './contract';
import EmbedRoot from './EmbedRoot';

const EMBED_CSS = `:host{all:initial;display:block;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1c26;text-align:left}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
img{max-width:100%}`;

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

/** Renders the preorder into every not yet mounted `[data-quiz-preorder]` element; returns how many. */
export function mountAll(scriptUrl: string): number {
  const elements = [...document.querySelectorAll<HTMLElement>(EMBED_SELECTOR)].filter(
    (el) => !el.dataset.quizMounted,
  );
  const siteOrigin = new URL(scriptUrl).origin;
  for (const element of elements) {
    element.dataset.quizMounted = '1';
    const { styleRoot, root, portal } = shadowOf(element);
    const { event = '', team = '', token } = element.dataset;
    createRoot(root).render(
      createElement(EmbedRoot, {
        eventId: routeId(event),
        teamId: routeId(team),
        ...(token ? { linkToken: token } : {}),
        embed: { siteOrigin, styleRoot, portal },
      }),
    );
  }
  return elements.length;
}

const start = () => {
  if (!script?.src) return;
  try {
    mountAll(script.src);
  } catch (error: unknown) {
    console.error('[quiz preorder embed]', error);
  }
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
