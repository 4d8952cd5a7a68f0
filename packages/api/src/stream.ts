/**
 * `openCallStream(name, input, handlers)`: reads a stream call (`stream: true` in its descriptor, a
 * `text/event-stream` answer) with the session's token, and keeps it open: when the connection drops
 * it reconnects after `retryMs` and calls `onOpen` again, so the caller reloads the state it shows
 * (a reconnecting client catches up from the server). 401, 403 and 404 stop it (`onError(status)`).
 * It uses `fetch` (an EventSource cannot send the Authorization header).
 *
 * ```ts
 * const close = openCallStream('seatingStream', { params: { id } }, {
 *   onOpen: reload,
 *   onMessage: (event, data) => { if (event === 'seating') reload(); },
 * });
 * ```
 */
import { session$ } from '@quiz/bus';
import { type CallName, ENDPOINTS, type Endpoint, fillPath } from '@quiz/contract/endpoints';
import { jsonOrText } from './fetch-axios';
import { AUTH_SCHEME } from './page-client';

export interface StreamConnection {
  status: number;
  /** the body, as decoded text chunks */
  chunks: AsyncIterable<string>;
}

/** How a stream is fetched; tests replace it (`fakeNetwork().push(...)` of @quiz/api/testing). */
export type StreamTransport = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<StreamConnection>;

const fetchTransport: StreamTransport = async (url, { headers, signal }) => {
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal,
    cache: 'no-store',
  });
  const body = response.body;
  async function* chunks(): AsyncIterable<string> {
    if (!body) return;
    const reader = body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield decoder.decode(value, { stream: true });
    }
  }
  return { status: response.status, chunks: chunks() };
};

let transport: StreamTransport = fetchTransport;

/** Replaces the transport (null: back to fetch). For tests only. */
export function setStreamTransport(next: StreamTransport | null): void {
  transport = next ?? fetchTransport;
}

export interface StreamHandlers {
  /** connected (first time and after every reconnect) */
  onOpen?: () => void;
  /** a message: its `event:` name ('message' when absent) and its JSON data */
  onMessage: (event: string, data: unknown) => void;
  /** the stream stopped for good (401/403/404) or dropped (null; it reconnects then) */
  onError?: (status: number | null) => void;
}

/**
 * Splits server-sent-event text into messages; returns the unfinished rest. A `retry: <ms>` line (the
 * server's reconnect delay: a closing server asks for a quick one) goes to `onRetry`.
 */
export function parseEvents(
  text: string,
  emit: (event: string, data: string) => void,
  onRetry?: (ms: number) => void,
): string {
  const blocks = text.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      else if (line.startsWith('retry:') && /^\d{1,6}$/.test(line.slice(6).trim()))
        onRetry?.(Number(line.slice(6).trim()));
    }
    if (data.length) emit(event, data.join('\n'));
  }
  return rest;
}

const FATAL = new Set([401, 403, 404]);

/**
 * `openCallStream` over a part of the endpoint table (as `createCallApi`), for a build whose chunks must
 * not carry the whole table: `createCallStream(liveResultsEndpoints)` opens only those streams.
 */
export function createCallStream<T extends { readonly [name: string]: Endpoint }>(table: T) {
  return (
    name: CallName & keyof T,
    input: { params?: Readonly<Record<string, unknown>> },
    handlers: StreamHandlers,
    { retryMs = 2000 }: { retryMs?: number } = {},
  ): (() => void) => {
    const endpoint = table[name];
    if (!endpoint) throw new Error(`openCallStream: "${name}" is not in this build's endpoint table`);
    const url = fillPath(endpoint.path, input.params);
    const controller = new AbortController();
    let closed = false;
    // the server's `retry:` hint, else the default
    let delay = retryMs;

    const run = async () => {
      while (!closed) {
        try {
          const token = session$.getValue().token;
          const headers: Record<string, string> = token ? { Authorization: `${AUTH_SCHEME} ${token}` } : {};
          const connection = await transport(url, { headers, signal: controller.signal });
          if (closed) return;
          if (FATAL.has(connection.status)) {
            handlers.onError?.(connection.status);
            return;
          }
          if (connection.status === 200) {
            handlers.onOpen?.();
            let buffer = '';
            for await (const chunk of connection.chunks) {
              if (closed) return;
              buffer = parseEvents(
                buffer + chunk,
                (event, data) => handlers.onMessage(event, jsonOrText(data)),
                (ms) => {
                  delay = ms;
                },
              );
            }
          }
        } catch {
          // dropped: reconnect below
        }
        if (closed) return;
        handlers.onError?.(null);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    };
    void run();
    return () => {
      closed = true;
      controller.abort();
    };
  };
}

/** Any stream call by name (the whole endpoint table). */
export const openCallStream = /*#__PURE__*/ createCallStream(ENDPOINTS);
