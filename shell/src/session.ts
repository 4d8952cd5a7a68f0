/**
 * Session bootstrap: the token lives in the `quiz_token` cookie; at start it is read into session$.
 * (The auth helper extends this file: user loading, login, logout.)
 */
import { session$ } from '@quiz/bus';

export const TOKEN_COOKIE = 'quiz_token';

export function readTokenCookie(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value.length > 0 ? value : null;
    }
  }
  return null;
}

export function initSession(): void {
  const token = readTokenCookie();
  if (token && session$.value.token !== token) session$.next({ ...session$.value, token });
}
