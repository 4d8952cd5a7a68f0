/**
 * Session bootstrap: the token lives in the `quiz_token` cookie; at start it is read into session$,
 * the user is loaded (403 clears the token), auth.loggedOut facts clear it, and the city is restored.
 * The login itself lives in ./auth, the city choice in ./city.
 */
import { session$ } from '@quiz/bus';
import { cookieValue, TOKEN_COOKIE } from '@quiz/domain';
import { reloadUser, wireLoggedOut, wireTokenCommand, wireUserUpdated } from './auth/token';
import { initCity } from './city/city-store';

export { TOKEN_COOKIE };

export function readTokenCookie(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  const value = cookieValue(cookie, TOKEN_COOKIE);
  return value ? value : null;
}

let wired = false;

export function initSession(): void {
  const token = readTokenCookie();
  if (token && session$.value.token !== token) session$.next({ ...session$.value, token });
  if (!wired) {
    wired = true;
    wireLoggedOut();
    wireTokenCommand();
    wireUserUpdated();
  }
  void reloadUser();
  void initCity();
}
