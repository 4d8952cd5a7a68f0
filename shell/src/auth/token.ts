/**
 * The token of SPEC §4: cookie `quiz_token` (path /, SameSite=Lax, Secure over https) mirrored in
 * session$. A 403 on user_detail clears it; the api client's 401 rule emits auth.loggedOut, which
 * clears it too.
 */
import { emit, listen, session$ } from '@quiz/bus';
import type { User } from '@quiz/contract';
import { TOKEN_COOKIE } from '@quiz/domain';
import { apiErrorStatus } from '../api';
import { writeCookie } from '../cookies';
import { loadCurrentUser, logoutOnServer, sendLoginLog } from './api/session';

/** The server forgets a token after 90 days without use; the cookie lives as long, renewed on each visit. */
export const SESSION_SECONDS = 90 * 24 * 60 * 60;

export function writeTokenCookie(token: string, secure?: boolean): void {
  writeCookie(TOKEN_COOKIE, encodeURIComponent(token), SESSION_SECONDS, secure);
}

/** Logged in: the token goes to the cookie and session$ (the user follows from user_detail). */
export function storeToken(token: string): void {
  writeTokenCookie(token);
  const current = session$.getValue();
  session$.next({ token, user: current.token === token ? current.user : null });
}

/** Forgets the token everywhere (no bus fact: callers decide whether to announce it). */
export function clearSession(): void {
  writeCookie(TOKEN_COOKIE, '', 0);
  const current = session$.getValue();
  if (current.token !== null || current.user !== null) session$.next({ token: null, user: null });
}

/** How long «Выйти» waits for the server before logging out locally anyway. */
export const LOGOUT_TIMEOUT_MS = 5000;

/**
 * «Выйти»: revokes the token on the server (POST logout/; with `everywhere`, «Выйти на всех
 * устройствах», every token of the user: POST logout_all/), then forgets it here and announces it.
 * The local logout happens even when the call fails or takes longer than LOGOUT_TIMEOUT_MS.
 */
export async function logout(reason?: string, { everywhere = false } = {}): Promise<void> {
  const { token } = session$.getValue();
  if (token) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
    try {
      await logoutOnServer(token, everywhere, controller.signal);
    } catch {
      // the server may be unreachable: the user still leaves on this device
    } finally {
      clearTimeout(timer);
    }
  }
  clearSession();
  emit({ type: 'auth.loggedOut', ...(reason ? { reason } : {}) });
}

/**
 * Reloads the current user into session$. A 403 means the token is no longer valid: it is cleared.
 * Returns the user, or null when logged out / on failure.
 */
export async function reloadUser(): Promise<User | null> {
  const { token } = session$.getValue();
  if (!token) return null;
  try {
    const user = await loadCurrentUser();
    if (session$.getValue().token === token) {
      // the server's expiry slides with use: so does the cookie's
      writeTokenCookie(token);
      session$.next({ token, user });
    }
    return user;
  } catch (error) {
    if ((await apiErrorStatus(error)) === 403 && session$.getValue().token === token) {
      clearSession();
      emit({ type: 'auth.loggedOut', reason: 'forbidden' });
    }
    return null;
  }
}

/** Any auth.loggedOut fact (the api client's 401 rule, another tab's logout…) clears the token. */
export function wireLoggedOut(): () => void {
  return listen('auth.loggedOut', () => clearSession());
}

/** `POST log` of a login: { event: 'login', phone, timestamp } from the current page; never throws. */
export async function logLogin(phone: string): Promise<void> {
  const from = typeof window === 'undefined' ? '' : window.location.href;
  try {
    await sendLoginLog(phone, from);
  } catch {
    // a lost log line must never break a login
  }
}

/**
 * The `auth.token` command (a remote's own login, e.g. the anonymous registration's code step): the
 * token is stored like the login modal's (cookie + session$), the user reloaded and auth.loggedIn announced.
 */
export function wireTokenCommand(): () => void {
  return listen('auth.token', ({ token }) => {
    storeToken(token);
    void reloadUser().then((user) => {
      if (user) emit({ type: 'auth.loggedIn', user });
    });
  });
}

/**
 * `user.updated` (the personal cabinet saved the profile): the same user with new fields goes into
 * session$, so the navbar shows the new name and avatar at once. A user of another id is ignored.
 */
export function wireUserUpdated(): () => void {
  return listen('user.updated', ({ user }) => {
    const current = session$.getValue();
    if (current.token && current.user?.id === user.id) session$.next({ ...current, user });
  });
}
