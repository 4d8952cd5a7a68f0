/**
 * The page the server rendered: its embedded state (`<script id="quiz-ssr">`) and the remote
 * slot's markup, read before the app hydrates. The server renders a page for its path and only the
 * query parameters the page reads (@quiz/routes `renderedPageUrl`), so a URL with others (utm tags)
 * takes the page rendered for that URL. A state made for another URL (a page restored from a cache, a
 * redirect) is not trusted: the server markup is dropped and the app renders from scratch; so is a
 * personal page that is not this browser's player's (`isOwnPersonalPage`).
 */
import { type Session, session$ } from '@quiz/bus';
import type { SnapshotValues } from '@quiz/bus/react';
import { SSR_STATE_ELEMENT_ID, type SsrPageState } from '@quiz/contract/ssr-page';
import { cookieValue, TOKEN_COOKIE } from '@quiz/domain';
import { match, renderedPageUrl } from '@quiz/routes';
import { serverPageSnapshots } from './city/city-store';

const readTokenCookie = (): string | null => cookieValue(document.cookie, TOKEN_COOKIE) || null;

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

/**
 * A personal page (rendered for a player, `state.user`) is this browser's only while its cookie still
 * holds a token and its session, once known, is that player's: a page restored after a logout, or one
 * made for another player, is dropped like a page of another URL. A public page is everyone's.
 */
export function isOwnPersonalPage(
  state: Pick<SsrPageState, 'user'>,
  session: Session,
  cookieToken: string | null,
): boolean {
  if (!state.user) return true;
  if (!cookieToken) return false;
  if (session.token !== null && session.token !== cookieToken) return false;
  return session.user === null || session.user.id === state.user.id;
}

/**
 * The player a personal page was rendered for is the session's user from the start (the cookie's
 * token was his: the server rendered the page with it), so the navbar and the screens hydrate as
 * him; the user is loaded again as always, and a token the server no longer takes logs him out.
 */
export function seedSessionFromServer(state: Pick<SsrPageState, 'user'>): void {
  const token = readTokenCookie();
  if (!state.user || !token) return;
  const current = session$.getValue();
  if (current.token !== token || current.user === null) session$.next({ token, user: state.user });
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
  if (
    !state ||
    state.url !== renderedUrl(`${location.pathname}${location.search}`) ||
    !slot ||
    !isOwnPersonalPage(state, session$.getValue(), readTokenCookie())
  ) {
    root.replaceChildren();
    return null;
  }
  return {
    state,
    slotHtml: slot.innerHTML,
    snapshots: serverPageSnapshots(state),
  };
}
