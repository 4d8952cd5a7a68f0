/**
 * Test-only: the network edge. Replaces the adapter of the shared axios client (`api`) with a
 * table of fake answers, and records every request, so the components under test run their
 * real code down to the HTTP call.
 */
import { api } from '@quiz/api';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

export type Answer = { status: number; data?: unknown; headers?: Record<string, string> };
export type Handler = (request: SeenRequest) => Answer | Promise<Answer>;

export interface FakeNetwork {
  requests: SeenRequest[];
  /** `on('POST create_user/', handler)`; later registrations win */
  on(route: string, handler: Handler | Answer): void;
  calls(route: string): SeenRequest[];
  restore(): void;
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
  const original = api.defaults.adapter;
  const handlers = new Map<string, Handler>();
  const requests: SeenRequest[] = [];
  const key = (method: string, url: string) => `${method.toUpperCase()} ${url.replace(/^\/?(api\/)?/, '')}`;

  api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const auth = config.headers.get('Authorization');
    const seen: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: (config.url ?? '').replace(/^\/?(api\/)?/, ''),
      body: parseBody(config.data),
      authorization: typeof auth === 'string' ? auth : null,
    };
    requests.push(seen);
    const handler = handlers.get(key(seen.method, seen.url));
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

  return {
    requests,
    on(route, handler) {
      const [method = 'GET', url = ''] = route.split(' ');
      handlers.set(key(method, url), typeof handler === 'function' ? handler : () => handler);
    },
    calls(route) {
      const [method = 'GET', url = ''] = route.split(' ');
      return requests.filter((r) => key(r.method, r.url) === key(method, url));
    },
    restore() {
      api.defaults.adapter = original;
    },
  };
}
