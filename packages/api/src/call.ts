/**
 * `callApi(name, input, options)`: the one generic caller. Every call of the API is a descriptor in
 * @quiz/contract; this function looks up its method and path (the zod-free `ENDPOINTS`, so no schema
 * library reaches the browser), fills the path params, sends the query and body, and is typed by the
 * descriptor's schemas. There is no hand-written function per call. Identical reads are made once by the
 * page's query cache (`@quiz/api/query`), not here: a call is always a request.
 *
 * ```ts
 * const rows = await callApi('eventScores', { params: { id: 12 } }, { signal });
 * ```
 */
import type { CallInput, CallResponse, Calls } from '@quiz/contract';
import { type CallName, ENDPOINTS, type Endpoint, fillPath } from '@quiz/contract/endpoints';
import { type CallOptions, pageApiClient, uploadProgressHandler } from './page-client';

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/** `[input, options?]`, or `[input?, options?]` when the call needs no params and no body. */
export type CallArgs<N extends CallName> =
  RequiredKeys<CallInput<Calls[N]>> extends never
    ? [input?: CallInput<Calls[N]>, options?: CallOptions]
    : [input: CallInput<Calls[N]>, options?: CallOptions];

export type CallResult<N extends CallName> = CallResponse<Calls[N]>;

/** Query values worth sending: drops undefined, null and '' so optional filters stay off the URL. */
function cleanQuery(
  query: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * `callApi` over a part of the endpoint table, for a build that must not carry the whole table (the
 * shell's first load: `createCallApi({ ...authEndpoints, ...userEndpoints })`). Same calls, same types;
 * only the names in `table` can be called.
 */
export function createCallApi<T extends { readonly [name: string]: Endpoint }>(table: T) {
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
    // the call's own client, else the page's
    const client = options?.client ?? (await pageApiClient());
    const headers = options?.token ? { Authorization: `Token ${options.token}` } : undefined;
    const response = await client.request<CallResult<N>>({
      method: endpoint.method,
      // the path relative to the client's `/api/` base, params filled in
      url: fillPath(endpoint.path, parts.params).replace(/^\/api\//, ''),
      params: cleanQuery(parts.query),
      data: parts.body,
      signal: options?.signal,
      skipUnauthorized: options?.skipUnauthorized,
      onUploadProgress: uploadProgressHandler(options?.onUploadProgress),
      headers,
    });
    return response.data;
  };
}

/** Any call of the API by name (the whole endpoint table). */
export const callApi: <N extends CallName>(name: N, ...args: CallArgs<N>) => Promise<CallResult<N>> =
  /*#__PURE__*/ createCallApi(ENDPOINTS);
