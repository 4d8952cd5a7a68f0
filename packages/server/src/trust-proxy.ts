/**
 * TRUST_PROXY: which proxies' X-Forwarded-For / -Proto to believe. Per-IP limits then use the
 * client address those proxies report, never an address a client wrote itself.
 *
 * - unset or empty: no proxy; `request.ip` is the socket peer and X-Forwarded-* are ignored;
 * - a hop count `N` (e.g. `1` behind one load balancer): the address N hops from the server, i.e.
 *   the one the nearest proxy appended (what the client put further left is ignored);
 * - addresses / CIDRs, comma separated (e.g. `10.0.0.0/8,127.0.0.1`): only those peers are proxies.
 * `true` (believe any client) is refused.
 */
export function parseTrustProxy(value: string | undefined): number | string | undefined {
  const text = (value ?? '').trim();
  if (!text || text === '0' || text === 'false') return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === '*')
    throw new Error(
      "TRUST_PROXY=true would believe any client's X-Forwarded-For: give the hop count (e.g. 1) or the proxy addresses (e.g. 10.0.0.0/8)",
    );
  const parts = text.split(/[\s,]+/).filter(Boolean);
  for (const part of parts) {
    if (!/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(part) && !['loopback', 'linklocal', 'uniquelocal'].includes(part))
      throw new Error(`TRUST_PROXY: "${part}" is neither an address, a CIDR nor a hop count`);
  }
  return parts.join(',');
}
