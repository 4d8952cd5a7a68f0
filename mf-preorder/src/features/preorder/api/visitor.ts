/**
 * Who mf-preorder's calls speak for: a guest of the team link sends its own token (and its 401 is an
 * answer — the token is gone — not the site's logout); everyone else the site's session (on the server,
 * `options` carry the server's client, whose calls carry the signed-in player's token).
 */
import type { CallOptions } from '@quiz/api';

export function visitorOptions(token?: string, options: CallOptions = {}): CallOptions {
  return {
    ...options,
    ...(token ? { token, skipUnauthorized: true } : {}),
  };
}
