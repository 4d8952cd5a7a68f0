/**
 * After the anonymous form's code step: the shell stores the token (`auth.token` command: cookie +
 * session$ + user). A shell built before that command existed ignores it; then the token is put into
 * session$ only (this page keeps working; the next visit asks to log in again).
 * Resolves once the user is loaded and the page has settled: the host re-renders (and single-spa
 * updates) the parcels around this form on login, and navigating away in the middle of that update
 * would unmount a parcel that is still updating.
 */
import { emit, filter, firstValueFrom, race, session$, timer } from '@quiz/bus';

export const SHELL_ANSWER_MS = 1500;
export const USER_WAIT_MS = 3000;
export const SETTLE_MS = 250;

export async function logInWithToken(token: string): Promise<void> {
  emit({ type: 'auth.token', token });
  const stored = session$.pipe(filter((s) => s.token === token));
  const answered = await firstValueFrom(race(stored, timer(SHELL_ANSWER_MS)));
  if (typeof answered === 'number') {
    session$.next({ token, user: null });
    return;
  }
  await firstValueFrom(
    race(session$.pipe(filter((s) => s.token === token && s.user !== null)), timer(USER_WAIT_MS)),
  );
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}
