/**
 * `@quiz/api/testing`, test-only: the one network fake. Replaces the adapter of the page's axios
 * client (`pageApiClient()`) with a table of fake answers and records every request, so the components under test
 * run their real code down to the HTTP call. Answers are keyed by call name (`'eventScores'`, matched
 * by the descriptor's method and path) or by `'METHOD path'` (`'POST create_user/'`). Unanswered
 * requests get 404; the answer `'network-error'` fails as a lost connection does. The jest setup restores
 * the real adapter after every test (`restoreNetwork`). `fakeNetwork({ client })` fakes another axios
 * instance (tests of `createApiClient` itself).
 *
 * ```ts
 * const net = fakeNetwork();
 * net.on('eventScores', { status: 200, data: rows });
 * net.on('POST vote/3/', (req) => ({ status: 200, data: req.body }));
 * ```
 */
import { type CallName, ENDPOINTS, type HttpMethod } from '@quiz/contract/endpoints';
import { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from './client';
import { jsonOrText } from './fetch-axios';
import { makePageClient } from './page-client';
import { resetPageQueryClient } from './query';
import { setStreamTransport } from './stream';

export interface SeenRequest {
  method: string;
  /** the client's base URL ('/api/' for the shared client) */
  baseURL: string | null;
  /** the path below `/api/`, e.g. 'events_scores/12/' */
  url: string;
  /** the query params the call sent */
  query: Record<string, unknown>;
  body: unknown;
  authorization: string | null;
  /** Reports upload progress (0…1) to the caller, as the browser does while a body is sent. */
  progress(share: number): void;
}

export type Answer = { status: number; data?: unknown; headers?: Record<string, string> } | 'network-error';
export type Handler = (request: SeenRequest) => Answer | Promise<Answer>;

/** The fake of `fakeNetwork()`: its requests, answers and streams. */
export type FakeNetwork = ReturnType<typeof fakeNetwork>;

type Route = CallName | `${HttpMethod} ${string}` | '*';

let installed: { restore(): void } | null = null;

/** Puts the real adapter back (the jest setup calls it after every test). */
export function restoreNetwork(): void {
  // every test starts with an empty query cache: no answer of one test is shown in the next
  resetPageQueryClient();
  installed?.restore();
  installed = null;
}

/** A matcher for a route given by call name or as 'METHOD path'. */
function matcher(route: string): (method: string, url: string) => boolean {
  if (route === '*') return () => true;
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

export function fakeNetwork(options: { client?: AxiosInstance } = {}) {
  restoreNetwork();
  // the page's client is made now if no call has made it yet (in the browser: on the first request)
  const client = options.client ?? makePageClient(createApiClient);
  const original = client.defaults.adapter;
  const handlers: { match: (method: string, url: string) => boolean; handler: Handler }[] = [];
  const requests: SeenRequest[] = [];

  client.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const auth = config.headers.get('Authorization');
    const seen: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      baseURL: config.baseURL ?? null,
      url: (config.url ?? '').replace(/^\/?(api\/)?/, ''),
      query: { ...(config.params as Record<string, unknown> | undefined) },
      body: jsonOrText(config.data),
      authorization: typeof auth === 'string' ? auth : null,
      progress(share) {
        config.onUploadProgress?.({ loaded: share * 100, total: 100, bytes: 0, lengthComputable: true });
      },
    };
    requests.push(seen);
    const handler = handlers.findLast((h) => h.match(seen.method, seen.url))?.handler;
    const answer = handler ? await handler(seen) : { status: 404, data: { detail: 'Не найдено.' } };
    if (answer === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
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

  const streams: { url: string; send: (text: string | null) => void }[] = [];
  setStreamTransport(async (url, { headers, signal }) => {
    const path = url.replace(/^\/?(api\/)?/, '');
    const seen: SeenRequest = {
      method: 'GET',
      baseURL: '/api/',
      url: path,
      query: {},
      body: undefined,
      authorization: headers.Authorization ?? null,
      progress: () => undefined,
    };
    requests.push(seen);
    const handler = handlers.findLast((h) => h.match('GET', path))?.handler;
    const answer = handler ? await handler(seen) : { status: 200 };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer.status !== 200) return { status: answer.status, chunks: (async function* () {})() };
    const queue: (string | null)[] = [];
    let wake: (() => void) | null = null;
    const entry = {
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

  const streamsOf = (route: CallName) => streams.filter((s) => matcher(route)('GET', s.url));

  const network = {
    requests,
    /**
     * Sends a server-sent event to every open stream of a stream call (`openCallStream`). A stream
     * connects with 200 unless `on(route, { status })` says otherwise.
     */
    push(route: CallName, event: string, data: unknown): void {
      for (const s of streamsOf(route)) s.send(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    /** how many streams of the call are open now */
    openStreams: (route: CallName): number => streamsOf(route).length,
    /** drops every open stream of the call (the client reconnects) */
    dropStreams(route: CallName): void {
      for (const s of streamsOf(route)) s.send(null);
    },
    /** `on('eventScores', answer)`, `on('POST create_user/', handler)` or `on('*', …)` for every request;
     * later registrations win; answers kept for identical GETs (callApi) are forgotten */
    on(route: Route, handler: Handler | Answer): void {
      handlers.push({
        match: matcher(route),
        handler: typeof handler === 'function' ? handler : () => handler,
      });
    },
    /** the requests a route received, oldest first */
    calls(route: Route): SeenRequest[] {
      const match = matcher(route);
      return requests.filter((r) => match(r.method, r.url));
    },
    restore(): void {
      client.defaults.adapter = original;
      for (const s of [...streams]) s.send(null);
      setStreamTransport(null);
    },
  };
  installed = network;
  return network;
}
