/**
 * The shell's `callApi`: the same caller as `@quiz/api`'s, over only the endpoint areas the shell
 * calls (login, the user, the client log, cities and site settings; `./api-calls.ts`). Calling a name
 * outside these areas is a type error.
 *
 * The caller is loaded on the first call, not with the shell's entry: it brings the api client and
 * axios (~17 KB gzip), and a server-rendered page paints and hydrates without any request. A logged-in
 * visit or a page the server did not render calls at once, and then waits for that one chunk.
 */
type ShellCalls = typeof import('./api-calls');

let calls: Promise<ShellCalls> | undefined;

/** The shell's calls module, loaded once (on the first call). */
function loadShellCalls(): Promise<ShellCalls> {
  calls ??= import(/* webpackChunkName: "shell-api" */ './api-calls');
  return calls;
}

export const callApi = ((...args: Parameters<ShellCalls['callApi']>) =>
  loadShellCalls().then(({ callApi: call }) => call(...args))) as ShellCalls['callApi'];

/** The HTTP status of a failed call, or null (network error, not an API error): `apiErrorStatus`. */
export async function apiErrorStatus(error: unknown): Promise<number | null> {
  return (await loadShellCalls()).apiErrorStatus(error);
}
