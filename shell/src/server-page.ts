/**
 * The page the server rendered: its embedded state (`<script id="quiz-ssr">`) and the remote
 * slot's markup, read before the app hydrates. A state made for another URL (a page restored from a
 * cache, a redirect) is not trusted: the server markup is dropped and the app renders from scratch.
 */
import { SSR_STATE_ELEMENT_ID, type SsrPageState } from '@quiz/contract/ssr-page';
import type { ServerPage } from './App';
import { serverPageSnapshots } from './city/city-store';

export function readServerPage(root: HTMLElement, location: Location = window.location): ServerPage | null {
  const script = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!script) return null;
  script.remove();
  let state: SsrPageState | null = null;
  try {
    state = JSON.parse(script.textContent ?? '') as SsrPageState;
  } catch {
    state = null;
  }
  const slot = root.querySelector('[data-ssr-slot]');
  if (!state || state.url !== `${location.pathname}${location.search}` || !slot) {
    root.replaceChildren();
    return null;
  }
  return {
    state,
    slotHtml: slot.innerHTML,
    snapshots: serverPageSnapshots(state),
  };
}
