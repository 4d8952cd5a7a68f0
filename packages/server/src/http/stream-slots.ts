/**
 * Bounds on open event streams (http/live-hub.ts): each one holds a socket, a file descriptor and
 * 40–116 KB of memory for as long as the client keeps it, so one address may hold at most
 * `perAddress` of them and the process at most `perProcess`. A stream over either cap is refused
 * before it opens: 429 with a Russian sentence and `retry_after` (and `Retry-After`). A stream that
 * ends, however it ends, gives its slot back.
 *
 * An address is the client's address as the trusted proxies report it (`request.ip`); IPv6 addresses
 * count per /64 prefix (one subscriber's network, as the request limits count them).
 */
import { isIPv6 } from 'node:net';
import { HttpError } from '../errors';

/** Streams one address may hold open: a few tabs of the seating and the venue's screens. */
export const EVENT_STREAMS_PER_ADDRESS = 8;
/** Streams one server process holds open at most (about 80–230 MB and as many descriptors). */
export const EVENT_STREAMS_PER_PROCESS = 2000;
/** The wait a refused client is told (a slot frees as soon as any stream ends). */
export const EVENT_STREAM_RETRY_AFTER_S = 10;

export const tooManyStreamsFromAddressText = (seconds: number): string =>
  `Слишком много открытых трансляций с вашего адреса. Закройте лишние вкладки и попробуйте через ${seconds} с.`;
export const tooManyStreamsText = (seconds: number): string =>
  `Сервер сейчас держит слишком много трансляций. Попробуйте через ${seconds} с.`;

export interface StreamLimits {
  readonly perAddress: number;
  readonly perProcess: number;
}

/** The caps from `EVENT_STREAMS_PER_ADDRESS` / `EVENT_STREAMS_PER_PROCESS` (positive integers), else the defaults. */
export function streamLimitsFrom(env: NodeJS.ProcessEnv): StreamLimits {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    perAddress: read('EVENT_STREAMS_PER_ADDRESS', EVENT_STREAMS_PER_ADDRESS),
    perProcess: read('EVENT_STREAMS_PER_PROCESS', EVENT_STREAMS_PER_PROCESS),
  };
}

/** The first 64 bits of an IPv6 address (`2001:db8:1:2::/64`); an IPv4 address (or IPv4-mapped) as it is. */
export function addressGroup(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const full = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export interface StreamSlots {
  /** throws the 429 when `ip` could not take a slot now (checked before a stream call does any work) */
  check(ip: string): void;
  /** a slot for a stream of `ip`: the function that gives it back; throws the 429 when none is free */
  take(ip: string): () => void;
  /** streams open now (all addresses) */
  readonly open: number;
}

export function streamSlots(limits: StreamLimits): StreamSlots {
  const byAddress = new Map<string, number>();
  let open = 0;
  const refuse = (text: (seconds: number) => string) =>
    new HttpError(429, { detail: text(EVENT_STREAM_RETRY_AFTER_S), retry_after: EVENT_STREAM_RETRY_AFTER_S });
  const check = (group: string) => {
    if ((byAddress.get(group) ?? 0) >= limits.perAddress) throw refuse(tooManyStreamsFromAddressText);
    if (open >= limits.perProcess) throw refuse(tooManyStreamsText);
  };
  return {
    check: (ip) => check(addressGroup(ip)),
    take(ip) {
      const group = addressGroup(ip);
      check(group);
      byAddress.set(group, (byAddress.get(group) ?? 0) + 1);
      open += 1;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        open -= 1;
        const left = (byAddress.get(group) ?? 1) - 1;
        if (left > 0) byAddress.set(group, left);
        else byAddress.delete(group);
      };
    },
    get open() {
      return open;
    },
  };
}
