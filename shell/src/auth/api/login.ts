/** The login's calls (SPEC §4): the code by phone, its check, the new user's name (`authCalls`, `userCalls`). */
import type { CallResult } from '@quiz/api';
import { callApi } from '../../api';

export type CodeSent = CallResult<'createUser'>;
export type CodeAccepted = CallResult<'validateCode'>;

/**
 * Sends a login code to the phone (creating the user on the first login): how it went, when to resend
 * and the challenge the code is valid with. A resend names the challenge the flow holds.
 */
export function sendLoginCode(phone: string, challenge?: string): Promise<CodeSent> {
  return callApi('createUser', { body: challenge ? { phone, challenge } : { phone } });
}

/** Checks the code with its challenge: the API token and the user's first name (empty for a new user). */
export function checkLoginCode(phone: string, code: string, challenge: string): Promise<CodeAccepted> {
  return callApi('validateCode', { body: { phone, code, challenge } });
}

/** The logged-in user's first name (the login's last step for a new user). */
export async function saveFirstName(firstName: string): Promise<void> {
  await callApi('updateUser', { body: { first_name: firstName } });
}
