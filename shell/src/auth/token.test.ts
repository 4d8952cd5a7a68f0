/** The token rules of SPEC §4: cookie + session$, 403 on user_detail clears it, auth.loggedOut clears it. */
import './test-polyfills';
import { type FakeNetwork, fakeNetwork } from '@quiz/api/testing';
import { emit, on, session$ } from '@quiz/bus';
import { makeUser } from '@quiz/contract/fixtures';
import { waitFor } from '@testing-library/react';
import {
  clearSession,
  logout,
  reloadUser,
  storeToken,
  wireLoggedOut,
  wireTokenCommand,
  wireUserUpdated,
  writeTokenCookie,
} from './token';

let net: FakeNetwork;
beforeEach(() => {
  net = fakeNetwork();
  clearSession();
});
afterEach(() => net.restore());

it('stores the token in the quiz_token cookie and in session$', () => {
  storeToken('b'.repeat(40));
  expect(document.cookie).toContain(`quiz_token=${'b'.repeat(40)}`);
  expect(session$.getValue()).toEqual({ token: 'b'.repeat(40), user: null });
  clearSession();
  expect(document.cookie).not.toContain('quiz_token=');
  expect(session$.getValue()).toEqual({ token: null, user: null });
});

it('writes path=/, SameSite=Lax, and Secure only over https', () => {
  const written: string[] = [];
  const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
  });
  writeTokenCookie('t1', false);
  writeTokenCookie('t2', true);
  spy.mockRestore();
  expect(written[0]).toMatch(/^quiz_token=t1; path=\/; max-age=\d+; SameSite=Lax$/);
  expect(written[1]).toMatch(/; SameSite=Lax; Secure$/);
});

it('a 403 on user_detail clears the token', async () => {
  net.on('GET user_detail/', { status: 403, data: { detail: 'Недопустимый токен.' } });
  const facts: string[] = [];
  const sub = on('auth.loggedOut').subscribe((e) => facts.push(e.reason ?? ''));
  storeToken('c'.repeat(40));
  await expect(reloadUser()).resolves.toBeNull();
  expect(session$.getValue().token).toBeNull();
  expect(document.cookie).not.toContain('quiz_token=c');
  expect(facts).toEqual(['forbidden']);
  sub.unsubscribe();
});

it('a failure other than 403 keeps the token', async () => {
  net.on('GET user_detail/', { status: 500, data: { detail: 'boom' } });
  storeToken('d'.repeat(40));
  await expect(reloadUser()).resolves.toBeNull();
  expect(session$.getValue().token).toBe('d'.repeat(40));
});

it('a 401 on any call logs out and shows the error text in a toast', async () => {
  const stop = wireLoggedOut();
  const toasts: string[] = [];
  const sub = on('toast.show').subscribe((e) => toasts.push(e.message));
  net.on('GET user/teams', { status: 401, data: { detail: 'Учётные данные не были предоставлены.' } });
  storeToken('e'.repeat(40));
  const { pageApiClient } = await import('@quiz/api');
  const api = await pageApiClient();
  await expect(api.get('user/teams')).rejects.toBeTruthy();
  expect(session$.getValue()).toEqual({ token: null, user: null });
  expect(document.cookie).not.toContain('quiz_token=e');
  expect(toasts).toEqual(['Учётные данные не были предоставлены.']);
  sub.unsubscribe();
  stop();
});

it('an auth.loggedOut fact from anywhere clears the session', () => {
  const stop = wireLoggedOut();
  storeToken('f'.repeat(40));
  emit({ type: 'auth.loggedOut' });
  expect(session$.getValue().token).toBeNull();
  stop();
});

it('«Выйти» revokes the token on the server first, then clears it here', async () => {
  const facts: string[] = [];
  const sub = on('auth.loggedOut').subscribe(() => facts.push('out'));
  net.on('POST logout/', (req) => {
    // the cookie is still there while the server is asked
    expect(document.cookie).toContain(`quiz_token=${'a'.repeat(40)}`);
    expect(req.authorization).toBe(`Token ${'a'.repeat(40)}`);
    return { status: 204 };
  });
  storeToken('a'.repeat(40));
  await logout();
  expect(net.calls('POST logout/')).toHaveLength(1);
  expect(session$.getValue()).toEqual({ token: null, user: null });
  expect(document.cookie).not.toContain('quiz_token=a');
  expect(facts).toEqual(['out']);
  sub.unsubscribe();
});

it('«Выйти» still logs out locally when the server call fails', async () => {
  const toasts: string[] = [];
  const sub = on('toast.show').subscribe((e) => toasts.push(e.message));
  net.on('POST logout/', { status: 500, data: { detail: 'boom' } });
  storeToken('9'.repeat(40));
  await logout();
  expect(net.calls('POST logout/')).toHaveLength(1);
  expect(session$.getValue()).toEqual({ token: null, user: null });
  expect(document.cookie).not.toContain('quiz_token=9');
  expect(toasts).toEqual([]);
  sub.unsubscribe();
});

it('auth.token (a remote logged the user in): cookie + session$, the user reloaded, auth.loggedIn', async () => {
  net.on('GET user_detail/', { status: 200, data: { ...makeUser({ id: 7 }) } });
  const stop = wireTokenCommand();
  const loggedIn: number[] = [];
  const sub = on('auth.loggedIn').subscribe((e) => loggedIn.push(e.user.id));
  emit({ type: 'auth.token', token: 'd'.repeat(40) });
  expect(document.cookie).toContain(`quiz_token=${'d'.repeat(40)}`);
  await waitFor(() => expect(loggedIn).toEqual([7]));
  expect(session$.getValue().user?.id).toBe(7);
  sub.unsubscribe();
  stop();
});

it('user.updated (the cabinet saved the profile): the new user goes into session$, another id is ignored', () => {
  const stop = wireUserUpdated();
  session$.next({ token: 'e'.repeat(40), user: makeUser({ id: 8, first_name: 'Вера' }) });
  emit({ type: 'user.updated', user: makeUser({ id: 8, first_name: 'Верочка' }) });
  expect(session$.getValue().user?.first_name).toBe('Верочка');
  emit({ type: 'user.updated', user: makeUser({ id: 9, first_name: 'Чужой' }) });
  expect(session$.getValue().user?.id).toBe(8);
  stop();
});
