/**
 * `callApi(name, input, options)`: the one generic caller. Every call of the API is a descriptor in
 * @quiz/contract; this function looks up its method and path (the zod-free `ENDPOINTS`, so no schema
 * library reaches the browser), fills the path params, sends the query and body, and is typed by the
 * descriptor's schemas. There is no hand-written function per call.
 *
 * ```ts
 * const rows = await callApi('eventScores', { params: { id: 12 } }, { signal });
 * ```
 */
import { session$ } from '@quiz/bus';
import type { CallInput, CallResponse, Calls } from '@quiz/contract';
import { type CallName, ENDPOINTS, type Endpoint, fillPath } from '@quiz/contract/endpoints';
import { AxiosError, type AxiosInstance } from 'axios';
import { type CallOptions, clientOf, uploadProgressHandler } from './client';

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/** `[input, options?]`, or `[input?, options?]` when the call needs no params and no body. */
export type CallArgs<N extends CallName> =
  RequiredKeys<CallInput<Calls[N]>> extends never
    ? [input?: CallInput<Calls[N]>, options?: CallOptions]
    : [input: CallInput<Calls[N]>, options?: CallOptions];

export type CallResult<N extends CallName> = CallResponse<Calls[N]>;

/** A table of call name → endpoint (`ENDPOINTS`, or the part of it a build uses). */
type EndpointTable = { readonly [name: string]: Endpoint };

/** The path of a call relative to the client's `/api/` base, params filled in. */
export function callUrl(name: CallName, params?: Readonly<Record<string, unknown>>): string {
  return endpointUrl(ENDPOINTS[name], params);
}

function endpointUrl(endpoint: Endpoint, params?: Readonly<Record<string, unknown>>): string {
  return fillPath(endpoint.path, params).replace(/^\/api\//, '');
}

/** Query values worth sending: drops undefined, null and '' so optional filters stay off the URL. */
function cleanQuery(
  query: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** How long a GET's answer is handed to an identical GET (ms). */
export const SHARED_GET_MS = 3000;

type Shared = { at: number; answer: Promise<unknown> };
const SHARED_KEY = Symbol.for('quiz.api.sharedGets');
type WithShared = typeof globalThis & { [SHARED_KEY]?: WeakMap<AxiosInstance, Map<string, Shared>> };

function sharedOf(client: AxiosInstance): Map<string, Shared> {
  const g = globalThis as WithShared;
  g[SHARED_KEY] ??= new WeakMap();
  const known = g[SHARED_KEY].get(client);
  if (known) return known;
  const table = new Map<string, Shared>();
  g[SHARED_KEY].set(client, table);
  return table;
}

/** Forgets every kept GET answer (after a write; the test network between tests). */
export function forgetSharedGets(client?: AxiosInstance): void {
  if (client) sharedOf(client).clear();
  else (globalThis as WithShared)[SHARED_KEY] = new WeakMap();
}

/** `answer` for one caller: rejects as a cancelled call when its own signal aborts. */
function forCaller<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  const canceled = () => new AxiosError('canceled', 'ERR_CANCELED');
  if (signal.aborted) return Promise.reject(canceled());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(canceled());
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** One request for identical GETs (see the module's note); `send` makes it without a signal. */
function sharedGet<T>(
  client: AxiosInstance,
  key: string,
  send: () => Promise<T>,
  signal: AbortSignal | undefined,
  fresh = false,
): Promise<T> {
  const table = sharedOf(client);
  const now = Date.now();
  for (const [k, kept] of table) if (now - kept.at > SHARED_GET_MS) table.delete(k);
  // a fresh GET makes its own request: an answer kept or still in flight may predate the change it is
  // asking about; later identical GETs join the fresh one
  let kept = fresh ? undefined : table.get(key);
  if (!kept) {
    const entry: Shared = { at: Number.POSITIVE_INFINITY, answer: send() };
    entry.answer.then(
      () => {
        entry.at = Date.now();
      },
      () => {
        if (table.get(key) === entry) table.delete(key);
      },
    );
    table.set(key, entry);
    kept = entry;
  }
  return forCaller(kept.answer as Promise<T>, signal);
}

/**
 * `callApi` over a part of the endpoint table, for a build that must not carry the whole table (the
 * shell's first load: `createCallApi({ ...authEndpoints, ...userEndpoints })`). Same calls, same types;
 * only the names in `table` can be called.
 */
export function createCallApi<T extends EndpointTable>(table: T) {
  return async function call<N extends CallName & keyof T>(
    name: N,
    ...[input, options]: CallArgs<N>
  ): Promise<CallResult<N>> {
    const endpoint = table[name];
    if (!endpoint) throw new Error(`callApi: "${name}" is not in this build's endpoint table`);
    const parts = (input ?? {}) as {
      params?: Readonly<Record<string, unknown>>;
      query?: Readonly<Record<string, unknown>>;
      body?: unknown;
    };
    const client = clientOf(options);
    const url = endpointUrl(endpoint, parts.params);
    const params = cleanQuery(parts.query);
    const headers = options?.token ? { Authorization: `Token ${options.token}` } : undefined;
    const send = (signal?: AbortSignal) =>
      client
        .request<CallResult<N>>({
          method: endpoint.method,
          url,
          params,
          data: parts.body,
          signal,
          skipUnauthorized: options?.skipUnauthorized,
          onUploadProgress: uploadProgressHandler(options?.onUploadProgress),
          headers,
        })
        .then((r) => r.data);
    if (endpoint.method !== 'GET') {
      forgetSharedGets(client);
      return send(options?.signal);
    }
    const token = options?.token ?? session$.getValue().token;
    const key = JSON.stringify([token, url, params, options?.skipUnauthorized]);
    return sharedGet(client, key, () => send(), options?.signal, options?.fresh);
  };
}

/** Any call of the API by name (the whole endpoint table). */
export const callApi: <N extends CallName>(name: N, ...args: CallArgs<N>) => Promise<CallResult<N>> =
  /*#__PURE__*/ createCallApi(ENDPOINTS);
