/**
 * SPEC §7 "User and auth" calls (and `POST log`): create_user, validate/, logout/, user_detail,
 * user/, user/{id}/name/, log/. The shell's login flow uses them; remotes read the user from session$.
 */
import type {
  CreateUserBody,
  CreateUserResponse,
  LogBody,
  UpdateUserResponse,
  UserDetailResponse,
  ValidateBody,
  ValidateResponse,
} from '@quiz/contract';
import { type CallOptions, clientOf } from '../client';

/** Sends a login code to the phone (creating the user on first contact); answers the channel. */
export async function createUser(body: CreateUserBody, options?: CallOptions): Promise<CreateUserResponse> {
  const { data } = await clientOf(options).post<CreateUserResponse>('create_user/', body, {
    signal: options?.signal,
  });
  return data;
}

/** Checks the code; answers the token and the user's first_name. */
export async function validateCode(body: ValidateBody, options?: CallOptions): Promise<ValidateResponse> {
  const { data } = await clientOf(options).post<ValidateResponse>('validate/', body, {
    signal: options?.signal,
  });
  return data;
}

/**
 * The current user. A 403 (token unknown) is answered by the caller clearing the token; a 401
 * goes through the client's logged-out rule like any call.
 */
export async function getUserDetail(options?: CallOptions & { token?: string }): Promise<UserDetailResponse> {
  const { data } = await clientOf(options).get<UserDetailResponse>('user_detail/', {
    signal: options?.signal,
    ...(options?.token ? { headers: { Authorization: `Token ${options.token}` } } : {}),
  });
  return data;
}

/**
 * «Выйти» on the server: revokes the token (the given one, else the session's). 204; idempotent.
 * The 401 rule is skipped: a failed logout must not raise a second logout and toast.
 */
export async function postLogout(options?: CallOptions & { token?: string }): Promise<void> {
  await clientOf(options).post('logout/', undefined, {
    signal: options?.signal,
    skipUnauthorized: true,
    ...(options?.token ? { headers: { Authorization: `Token ${options.token}` } } : {}),
  });
}

/** «Выйти на всех устройствах»: revokes every token of the user (POST logout_all/). 204; idempotent. */
export async function postLogoutAll(options?: CallOptions & { token?: string }): Promise<void> {
  await clientOf(options).post('logout_all/', undefined, {
    signal: options?.signal,
    skipUnauthorized: true,
    ...(options?.token ? { headers: { Authorization: `Token ${options.token}` } } : {}),
  });
}

/** Sets the current user's first_name (the USERNAME step). */
export async function updateUser(
  body: { first_name: string },
  options?: CallOptions & { token?: string },
): Promise<UpdateUserResponse> {
  const { data } = await clientOf(options).put<UpdateUserResponse>('user/', body, {
    signal: options?.signal,
    ...(options?.token ? { headers: { Authorization: `Token ${options.token}` } } : {}),
  });
  return data;
}

/** Renames a user by id (only oneself: 403 otherwise). */
export async function renameUser(
  id: number,
  body: { first_name: string },
  options?: CallOptions,
): Promise<UpdateUserResponse> {
  const { data } = await clientOf(options).patch<UpdateUserResponse>(`user/${id}/name/`, body, {
    signal: options?.signal,
  });
  return data;
}

/** The client log sink (SPEC §7 `POST log`): on login and on the registration form's submit. */
export async function postLog(body: LogBody, options?: CallOptions): Promise<void> {
  await clientOf(options).post('log/', body, { signal: options?.signal });
}

/** `POST log` for a login: { event: 'login', phone, timestamp } from the current page; never throws. */
export async function logLogin(phone: string, options?: CallOptions): Promise<void> {
  const from = typeof window === 'undefined' ? '' : window.location.href;
  try {
    await postLog({ from, logs: { event: 'login', phone, timestamp: new Date().toISOString() } }, options);
  } catch {
    // a lost log line must never break a login
  }
}
