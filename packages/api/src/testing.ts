/**
 * `@quiz/api/testing`, test-only: the one network fake. Replaces the adapter of the shared axios
 * client (`api`) with a table of fake answers and records every request, so the components under test
 * run their real code down to the HTTP call. Answers are keyed by call name (`'eventScores'`, matched
 * by the descriptor's method and path) or by `'METHOD path'` (`'POST create_user/'`). Unanswered
 * requests get 404. The jest setup restores the real adapter after every test (`restoreNetwork`).
 *
 * ```ts
 * const net = fakeNetwork();
 * net.on('eventScores', { status: 200, data: rows });
 * net.on('POST vote/3/', (req) => ({ status: 200, data: req.body }));
 * ```
 */
import { type CallName, ENDPOINTS } from '@quiz/contract/endpoints';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from './client';
import { setStreamTransport } from './stream';

export interface SeenRequest {
  method: string;
  url: string;
  /** the query params the call sent */
  query: Record<string, unknown>;
  body: unknown;
  authorization: string | null;
}

export type Answer = { status: number; data?: unknown; headers?: Record<string, string> };
export type Handler = (request: SeenRequest) => Answer | Promise<Answer>;

export interface FakeNetwork {
  requests: SeenRequest[];
  /** `on('eventScores', answer)` or `on('POST create_user/', handler)`; later registrations win */
  on(route: CallName | `${Method} ${string}`, handler: Handler | Answer): void;
  /** the requests a route received, oldest first */
  calls(route: CallName | `${Method} ${string}`): SeenRequest[];
  /**
   * Sends a server-sent event to every open stream of a stream call (`openCallStream`). A stream
   * connects with 200 unless `on(route, { status })` says otherwise.
   */
  push(route: CallName, event: string, data: unknown): void;
  /** how many streams of the call are open now */
  openStreams(route: CallName): number;
  /** drops every open stream of the call (the client reconnects) */
  dropStreams(route: CallName): void;
  restore(): void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let installed: FakeNetwork | null = null;

/** Puts the real adapter back (the jest setup calls it after every test). */
export function restoreNetwork(): void {
  installed?.restore();
  installed = null;
}

/** A matcher for a route given by call name or as 'METHOD path'. */
function matcher(route: string): (method: string, url: string) => boolean {
  const ep = (ENDPOINTS as Record<string, { method: string; path: string }>)[route];
  if (ep) {
    const pattern = ep.path
      .replace(/^\/api\//, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')
      .replace(/\/$/, '');
    const re = new RegExp(`^${pattern}/?$`);
    return (method, url) => method === ep.method && re.test(url.split('?')[0] ?? '');
  }
  const [method = 'GET', url = ''] = route.split(' ');
  const want = url.replace(/^\/?(api\/)?/, '').replace(/\/$/, '');
  return (m, u) => m === method.toUpperCase() && (u.split('?')[0] ?? '').replace(/\/$/, '') === want;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

export function fakeNetwork(): FakeNetwork {
  restoreNetwork();
  const original = api.defaults.adapter;
  const handlers: { match: (method: string, url: string) => boolean; handler: Handler }[] = [];
  const requests: SeenRequest[] = [];

  api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const auth = config.headers.get('Authorization');
    const seen: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: (config.url ?? '').replace(/^\/?(api\/)?/, ''),
      query: { ...(config.params as Record<string, unknown> | undefined) },
      body: parseBody(config.data),
      authorization: typeof auth === 'string' ? auth : null,
    };
    requests.push(seen);
    const handler = handlers.findLast((h) => h.match(seen.method, seen.url))?.handler;
    const answer = handler ? await handler(seen) : { status: 404, data: { detail: 'Не найдено.' } };
    const response: AxiosResponse = {
      data: answer.data ?? null,
      status: answer.status,
      statusText: String(answer.status),
      headers: answer.headers ?? {},
      config,
    };
    if (answer.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };

  const streams: {
    match: (method: string, url: string) => boolean;
    url: string;
    send: (text: string | null) => void;
  }[] = [];
  setStreamTransport(async (url, { headers, signal }) => {
    const path = url.replace(/^\/?(api\/)?/, '');
    const seen: SeenRequest = {
      method: 'GET',
      url: path,
      query: {},
      body: undefined,
      authorization: headers.Authorization ?? null,
    };
    requests.push(seen);
    const handler = handlers.findLast((h) => h.match('GET', path))?.handler;
    const answer = handler ? await handler(seen) : { status: 200 };
    if (answer.status !== 200) return { status: answer.status, chunks: (async function* () {})() };
    const queue: (string | null)[] = [];
    let wake: (() => void) | null = null;
    const entry = {
      match: (method: string, u: string) => method === 'GET' && u === path,
      url: path,
      send(text: string | null) {
        queue.push(text);
        wake?.();
      },
    };
    streams.push(entry);
    signal.addEventListener('abort', () => entry.send(null));
    async function* chunks(): AsyncIterable<string> {
      try {
        for (;;) {
          while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
          const next = queue.shift();
          if (next === null || next === undefined) return;
          yield next;
        }
      } finally {
        streams.splice(streams.indexOf(entry), 1);
      }
    }
    return { status: 200, chunks: chunks() };
  });

  const streamsOf = (route: CallName) => {
    const match = matcher(route);
    return streams.filter((s) => match('GET', s.url));
  };

  const network: FakeNetwork = {
    requests,
    push(route, event, data) {
      for (const s of streamsOf(route)) s.send(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    openStreams: (route) => streamsOf(route).length,
    dropStreams(route) {
      for (const s of streamsOf(route)) s.send(null);
    },
    on(route, handler) {
      handlers.push({
        match: matcher(route),
        handler: typeof handler === 'function' ? handler : () => handler,
      });
    },
    calls(route) {
      const match = matcher(route);
      return requests.filter((r) => match(r.method, r.url));
    },
    restore() {
      api.defaults.adapter = original;
      for (const s of [...streams]) s.send(null);
      setStreamTransport(null);
    },
  };
  installed = network;
  return network;
}
