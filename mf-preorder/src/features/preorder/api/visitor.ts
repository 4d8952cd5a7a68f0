/**
 * Who mf-preorder's calls speak for: a guest of the team link sends its own token (and its 401 is an
 * answer — the token is gone — not the site's logout); everyone else the site's session.
 */
import type { CallOptions } from '@quiz/api';

export function visitorOptions(token?: string, signal?: AbortSignal): CallOptions {
  return {
    ...(token ? { token, skipUnauthorized: true } : {}),
    ...(signal ? { signal } : {}),
  };
}
