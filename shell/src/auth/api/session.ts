/** The session's calls: the current user, logout (here or everywhere), the client log of a login. */
import type { User } from '@quiz/contract';
import { callApi } from '../../api';

/** The user of the session's token (403 when the token is no longer valid). */
export function loadCurrentUser(): Promise<User> {
  return callApi('userDetail');
}

/**
 * Ends the token on the server (every token of the user with `everywhere`). The 401 rule is skipped: a
 * failed logout must not raise a second logout and toast.
 */
export async function logoutOnServer(token: string, everywhere: boolean, signal: AbortSignal): Promise<void> {
  await callApi(everywhere ? 'logoutAll' : 'logout', {}, { token, signal, skipUnauthorized: true });
}

/** `POST log` of a login: { event: 'login', phone, timestamp } from the page it happened on. */
export async function sendLoginLog(phone: string, from: string): Promise<void> {
  await callApi('log', {
    body: { from, logs: { event: 'login', phone, timestamp: new Date().toISOString() } },
  });
}
