/**
 * The zod-free half of a call descriptor: method, path and who may call it. Clients import only this
 * half at run time (`@quiz/contract/endpoints`), so no schema library reaches the browser's first load;
 * the schemas join it in `defineCalls` (./define-call.ts), which the server registers its routes from.
 *
 * A path is written exactly once, here: `/api/…` with `:name` segments for params
 * (`/api/events_scores/:id/`). The client resolves it against its `/api/` base; the server
 * registers it as is.
 */
import { fillPath, pathParamNames } from '@quiz/domain';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` (anyone; the user is read when a token is sent), `user` (a logged-in user,
 * else 401), `organizer` (a logged-in organizer, else 401/403).
 */
export type CallAuth = 'public' | 'user' | 'organizer';

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  A extends CallAuth = CallAuth,
> {
  readonly method: M;
  readonly path: P;
  readonly auth: A;
  /** further methods the server also accepts on this path (e.g. PUT beside PATCH); clients use `method` */
  readonly also?: readonly HttpMethod[];
}

/**
 * `endpoint('GET', '/api/events_scores/:id/')`: a public call; pass `'user'` for login-only calls and
 * `{ also: ['PUT'] }` when the server accepts a second method on the same path.
 */
export function endpoint<
  const M extends HttpMethod,
  const P extends `/api/${string}`,
  const A extends CallAuth = 'public',
>(method: M, path: P, auth?: A, options?: { readonly also?: readonly HttpMethod[] }): Endpoint<M, P, A> {
  return { method, path, auth: (auth ?? 'public') as A, ...(options?.also ? { also: options.also } : {}) };
}

/** The names of a path's `:param` segments, as a union of string literals. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A path's `:param` names, and the path with its params filled in (each URI-encoded, a trailing slash
 * kept): `fillPath('/api/event/:id/team/:teamId/', { id: 5, teamId: 7 })` → `/api/event/5/team/7/`.
 * The one filler of the site, @quiz/domain's, which `href` of @quiz/routes fills site paths with; it
 * throws on a missing param (a programming error, never a user's).
 */
export { fillPath, pathParamNames };
