/**
 * The page's client: one axios instance per page (token from the bus `session$`, a 401 → bus facts),
 * made on the page's first request. axios (~17 KB gzip) comes with that request (`import('axios')`),
 * not with the code that imports @quiz/api: a server-rendered page paints and hydrates from its query
 * cache without any request, so its first load carries no HTTP client. This module imports axios's
 * types only.
 */
import { emit, session$ } from '@quiz/bus';
import type { AxiosInstance, AxiosProgressEvent, AxiosStatic } from 'axios';
import type { ApiClientOptions } from './client';
import { formatApiError, isApiError } from './errors';

export const AUTH_SCHEME = 'Token';

/**
 * `createApiClient` over the axios given (the statically imported one in `./client.ts`, the one loaded
 * with the first request here): base '/api/', the token header, the 401 rule.
 */
export function apiClientFactory(axios: Pick<AxiosStatic, 'create'>) {
  return (options: ApiClientOptions = {}): AxiosInstance => {
    const client = axios.create({
      timeout: 20000,
      ...options.axiosConfig,
      baseURL: options.baseURL ?? '/api/',
    });
    client.interceptors.request.use((config) => {
      const token = options.getToken?.();
      if (token && !config.headers.has('Authorization')) {
        config.headers.set('Authorization', `${AUTH_SCHEME} ${token}`);
      }
      return config;
    });
    client.interceptors.response.use(undefined, (error: unknown) => {
      if (isApiError(error, 401) && !error.config?.skipUnauthorized) {
        options.onUnauthorized?.(error, formatApiError(error));
      }
      return Promise.reject(error);
    });
    return client;
  };
}

const CLIENT_KEY = Symbol.for('quiz.api.client');
const BASE_KEY = Symbol.for('quiz.api.base');
type PageGlobals = typeof globalThis & { [CLIENT_KEY]?: AxiosInstance; [BASE_KEY]?: string };

/**
 * ONE instance per page, kept on `globalThis` like the bus: @quiz/api is bundled into each build, and
 * every copy's calls go through the page's one client (its interceptors, the session).
 */
const page = globalThis as PageGlobals;

/** The page's client, made now with `create` if there is none yet (the test fake needs it at once). */
export function makePageClient(create: (options: ApiClientOptions) => AxiosInstance): AxiosInstance {
  page[CLIENT_KEY] ??= create({
    baseURL: page[BASE_KEY],
    getToken: () => session$.getValue().token,
    // a 401 emits the `auth.loggedOut` fact (the shell clears the token and the cookie) and shows the
    // error text in a toast
    onUnauthorized: (_error, message) => {
      emit({ type: 'auth.loggedOut', reason: message });
      emit({ type: 'toast.show', kind: 'error', message });
    },
  });
  return page[CLIENT_KEY];
}

/** The page's client; the first call loads axios and makes it. */
export async function pageApiClient(): Promise<AxiosInstance> {
  const made = page[CLIENT_KEY];
  if (made) return made;
  // axios is a shared singleton: this loads the host's chunk of it, nothing of our own
  const { default: axios } = await import('axios');
  return makePageClient(apiClientFactory(axios));
}

/** Where the page's client sends calls (default '/api/'): the venue embed calls the site's origin. */
export function setPageApiBase(baseURL: string): void {
  page[BASE_KEY] = baseURL;
  const made = page[CLIENT_KEY];
  if (made) made.defaults.baseURL = baseURL;
}

/** Per-call options of the typed call functions. */
export interface CallOptions {
  /** Another client (tests, the embed, the server's render); the page's client by default. */
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
