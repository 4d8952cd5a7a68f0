/**
 * The API client: axios with base '/api/', `Authorization: Token {token}` on every call when
 * logged in, and SPEC §4/§8's 401 rule (log out + the error text in a toast).
 */
import { emit, session$ } from '@quiz/bus';
import axios, {
  type AxiosError,
  type AxiosInstance,
  type AxiosProgressEvent,
  type CreateAxiosDefaults,
} from 'axios';
import { formatApiError } from './errors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not run the 401 handler for this call (e.g. a call that expects 401 as an answer). */
    skipUnauthorized?: boolean;
  }
}

export interface ApiClientOptions {
  /** Default '/api/'; calls use paths relative to it ('common', 'event/5/'). */
  baseURL?: string;
  /** The current token or null; read on every request. */
  getToken?: () => string | null | undefined;
  /** Called on any 401 answer with the error and its display text; the call still rejects. */
  onUnauthorized?: (error: AxiosError, message: string) => void;
  /** Extra axios defaults (timeout, adapter for tests, …). */
  axiosConfig?: CreateAxiosDefaults;
}

export const AUTH_SCHEME = 'Token';

/** Builds a configured axios instance. */
export function createApiClient({
  baseURL = '/api/',
  getToken,
  onUnauthorized,
  axiosConfig,
}: ApiClientOptions = {}): AxiosInstance {
  const client = axios.create({ timeout: 20000, ...axiosConfig, baseURL });
  client.interceptors.request.use((config) => {
    const token = getToken?.();
    if (token && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `${AUTH_SCHEME} ${token}`);
    }
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401 && !error.config?.skipUnauthorized) {
      onUnauthorized?.(error, formatApiError(error));
    }
    return Promise.reject(error);
  });
  return client;
}

/**
 * Handler of the shared client: a 401 emits the `auth.loggedOut` fact (the shell clears the
 * token and the cookie) and shows the error text in a toast.
 */
export function busUnauthorizedHandler(_error: AxiosError, message: string): void {
  emit({ type: 'auth.loggedOut', reason: message });
  emit({ type: 'toast.show', kind: 'error', message });
}

const CLIENT_KEY = Symbol.for('quiz.api.client');
type WithClient = typeof globalThis & { [CLIENT_KEY]?: AxiosInstance };

/**
 * The shared client every remote uses: token from the bus `session$`, 401 → bus facts. ONE instance
 * per page, kept on `globalThis` like the bus: @quiz/api is shared by version, so a remote built
 * against a newer @quiz/api runs its own copy of the call functions, and those calls still go through
 * the page's one client (its interceptors, the session).
 */
function pageClient(): AxiosInstance {
  const g = globalThis as WithClient;
  g[CLIENT_KEY] ??= createApiClient({
    getToken: () => session$.getValue().token,
    onUnauthorized: busUnauthorizedHandler,
  });
  return g[CLIENT_KEY];
}

export const api: AxiosInstance = pageClient();

/** Per-call options of the typed call functions. */
export interface CallOptions {
  /** Another client (tests, the embed); the shared `api` by default. */
  client?: AxiosInstance;
  /** Cancels the call. */
  signal?: AbortSignal;
  /** Send this token instead of the session's (e.g. right after login, before the session holds it). */
  token?: string;
  /** Do not run the 401 handler (a call that expects 401 as an answer). */
  skipUnauthorized?: boolean;
  /** Progress of the request body's upload (a file upload), 0…1; called as the bytes leave. */
  onUploadProgress?: (share: number) => void;
}

export function clientOf(options?: CallOptions): AxiosInstance {
  return options?.client ?? api;
}

/** axios's upload progress handler for `CallOptions.onUploadProgress` (a share 0…1 of the bytes sent). */
export function uploadProgressHandler(
  onProgress: ((share: number) => void) | undefined,
): ((event: AxiosProgressEvent) => void) | undefined {
  if (!onProgress) return undefined;
  return (event) => {
    const share = event.total ? event.loaded / event.total : (event.progress ?? 0);
    onProgress(Math.max(0, Math.min(1, share)));
  };
}
