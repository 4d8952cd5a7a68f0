/**
 * The page the server rendered: its embedded state (`<script id="quiz-ssr">`) and the remote
 * slot's markup, read before the app hydrates. The server renders a page for its path and only the
 * query parameters the page reads (@quiz/routes `renderedPageUrl`), so a URL with others (utm tags)
 * takes the page rendered for that URL. A state made for another URL (a page restored from a cache, a
 * redirect) is not trusted: the server markup is dropped and the app renders from scratch.
 */
import type { SnapshotValues } from '@quiz/bus/react';
import { SSR_STATE_ELEMENT_ID, type SsrPageState } from '@quiz/contract/ssr-page';
import { match, renderedPageUrl } from '@quiz/routes';
import { serverPageSnapshots } from './city/city-store';

/** A page the server rendered: its state and the remote's markup in the slot. */
export interface ServerPage {
  state: SsrPageState;
  /** the remote slot's markup as the server wrote it */
  slotHtml: string;
  /** the bus values the server rendered with (a logged-out session, the city, the lists) */
  snapshots: SnapshotValues;
}

/** The URL the server renders the page of `url` for (`url` itself when no route matches it). */
export function renderedUrl(url: string): string {
  const found = match(url);
  return found ? renderedPageUrl(found) : url;
}

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
  if (!state || state.url !== renderedUrl(`${location.pathname}${location.search}`) || !slot) {
    root.replaceChildren();
    return null;
  }
  return {
    state,
    slotHtml: slot.innerHTML,
    snapshots: serverPageSnapshots(state),
  };
}
