/**
 * Call descriptors: one per API call, the single source of truth for the server's route (validation,
 * OpenAPI, handler types) and the client's typed caller (`callApi` in @quiz/api).
 *
 * An area declares its endpoints (zod-free, ./endpoints/<area>.ts) and adds their schemas here:
 *
 * ```ts
 * export const resultsCalls = defineCalls(resultsEndpoints, {
 *   eventScores: { summary: 'Результаты игры', params: EventIdParams, response: EventScoresResponse },
 * });
 * ```
 *
 * `defineCalls` refuses (at compile time) a schema entry without an endpoint and an endpoint without
 * schemas, so a path can never be added on one side only.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';

type Schema = z.ZodType;

/** What an endpoint adds to become a call. */
export interface CallSchemas {
  /** one line for the OpenAPI document (Russian, like the rest of the product) */
  readonly summary: string;
  /** OpenAPI tag; defaults to the area's tag given to `defineCalls` */
  readonly tags?: readonly string[];
  /** path params: an object schema whose keys are the path's `:name` segments */
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /**
   * The success body. `null` for a call that answers 204 No Content. A file upload (multipart) leaves
   * `body` undefined and reads the request itself.
   */
  readonly response: Schema | null;
  /** success status: 200 by default, 201 for a created resource, 204 when `response` is null */
  readonly status?: 200 | 201 | 204;
  /** extra error answers beyond the standard 400/401/403/404 (e.g. `{ 409: TeamConflict, 429: RetryAfterError }`) */
  readonly errors?: Readonly<Record<number, Schema>>;
  /** request body is multipart/form-data (file upload); `body` is not validated by zod then */
  readonly multipart?: boolean;
  /**
   * The success body is not JSON but this content type (e.g. `image/svg+xml; charset=utf-8`); `response`
   * then describes the raw body (usually `z.string()`) and is not used to serialize it.
   */
  readonly produces?: string;
  /** largest request body in bytes, when smaller than the server's default */
  readonly bodyLimit?: number;
  /** left out of the OpenAPI document (development-only calls) */
  readonly hide?: boolean;
}

export type CallDescriptor<E extends Endpoint = Endpoint, S extends CallSchemas = CallSchemas> = E &
  S & { readonly name: string; readonly tags: readonly string[] };

/** Any descriptor, for code that handles calls generically. */
export type AnyCall = CallDescriptor<Endpoint, CallSchemas>;

/**
 * Joins an area's endpoints with their schemas. Both maps must have exactly the same keys.
 */
export function defineCalls<
  const E extends Readonly<Record<string, Endpoint>>,
  const S extends { readonly [K in keyof E]: CallSchemas } & {
    readonly [K in Exclude<keyof S, keyof E>]: never;
  },
>(tag: string, endpoints: E, schemas: S): { readonly [K in keyof E & keyof S]: CallDescriptor<E[K], S[K]> } {
  const calls: Record<string, AnyCall> = {};
  for (const name of Object.keys(endpoints)) {
    const ep = endpoints[name] as Endpoint;
    const sc = (schemas as Record<string, CallSchemas>)[name];
    if (!sc) throw new Error(`Call "${name}" (${ep.method} ${ep.path}) has no schemas`);
    calls[name] = { ...ep, ...sc, name, tags: sc.tags ?? [tag] };
  }
  for (const name of Object.keys(schemas)) {
    if (!(name in endpoints)) throw new Error(`Schemas for "${name}" have no endpoint`);
  }
  return calls as unknown as { readonly [K in keyof E & keyof S]: CallDescriptor<E[K], S[K]> };
}

// ---------------------------------------------------------------- derived types

type OutputOf<T> = T extends Schema ? z.output<T> : never;
type InputOf<T> = T extends Schema ? z.input<T> : never;

/** Path params as the client passes them (already typed values). */
export type CallParams<C extends CallSchemas> = OutputOf<C['params']>;
/** Query as the client passes it; optional keys may be left out. */
export type CallQuery<C extends CallSchemas> = OutputOf<C['query']>;
/** Body as the client sends it. */
export type CallBody<C extends CallSchemas> = InputOf<C['body']>;

/** What the client passes to `callApi`: only the parts the call has. */
export type CallInput<C extends CallSchemas> = (C['params'] extends Schema
  ? { readonly params: CallParams<C> }
  : { readonly params?: undefined }) &
  (C['query'] extends Schema ? { readonly query?: Partial<CallQuery<C>> } : { readonly query?: undefined }) &
  (C['body'] extends Schema
    ? { readonly body: CallBody<C> }
    : C['multipart'] extends true
      ? { readonly body: FormData }
      : { readonly body?: undefined });

/** The success body the call answers (`null` for 204). */
export type CallResponse<C extends CallSchemas> = C['response'] extends Schema
  ? z.output<C['response']>
  : null;

/** What a server handler receives after validation. */
export interface CallRequestParts<C extends CallSchemas> {
  params: C['params'] extends Schema ? z.output<C['params']> : Record<string, never>;
  query: C['query'] extends Schema ? z.output<C['query']> : Record<string, never>;
  body: C['body'] extends Schema ? z.output<C['body']> : undefined;
}
