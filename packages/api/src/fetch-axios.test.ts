/**
 * `@quiz/api/fetch-axios` (the embed build's `axios`): the shared client code of @quiz/api on top of it
 * sends what axios would send and fails as axios would (status, body, SPEC §8 texts, 401 handling).
 */
import type { createApiClient as CreateApiClient } from './client';
import { formatApiError } from './errors';
import axios, { isAxiosError } from './fetch-axios';

type Seen = { url: string; method: string; headers: Record<string, string>; body: unknown };

function fakeFetch(answer: (seen: Seen) => { status: number; body?: string } | 'network-error') {
  const seen: Seen[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    const request: Seen = {
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    };
    seen.push(request);
    const result = answer(request);
    if (result === 'network-error') throw new TypeError('Failed to fetch');
    return {
      status: result.status,
      statusText: String(result.status),
      headers: new Map([['content-type', 'application/json']]),
      text: async () => result.body ?? '',
    } as unknown as Response;
  }) as typeof fetch;
  return { seen, restore: () => (globalThis.fetch = original) };
}

/** @quiz/api's client code, written against axios, loaded as the embed build has it: `axios` is this module. */
function create(options: Parameters<typeof CreateApiClient>[0]) {
  let createApiClient: typeof CreateApiClient | undefined;
  jest.isolateModules(() => {
    jest.doMock('axios', () => jest.requireActual('./fetch-axios'));
    ({ createApiClient } = jest.requireActual<typeof import('./client')>('./client'));
  });
  if (!createApiClient) throw new Error('client not loaded');
  return createApiClient(options) as unknown as ReturnType<typeof axios.create>;
}

describe('fetch-axios', () => {
  let net: ReturnType<typeof fakeFetch> | null = null;
  afterEach(() => net?.restore());

  it('sends method, base URL + path, query (empty values dropped by the caller), JSON body and the token', async () => {
    net = fakeFetch(() => ({ status: 201, body: '{"id":5}' }));
    const client = axios.create({ baseURL: 'https://site.example/api/' });
    client.interceptors.request.use((config) => {
      if (!config.headers.has('Authorization')) config.headers.set('Authorization', 'Token abc');
      return config;
    });
    const { data, status } = await client.request({
      method: 'POST',
      url: 'preorder/cart_item/',
      params: { place: 3, ids: [1, 2], none: undefined },
      data: { quantity: 2 },
    });
    expect([status, data]).toEqual([201, { id: 5 }]);
    expect(net.seen[0]).toMatchObject({
      url: 'https://site.example/api/preorder/cart_item/?place=3&ids%5B%5D=1&ids%5B%5D=2',
      method: 'POST',
      body: { quantity: 2 },
      headers: { Authorization: 'Token abc', 'Content-Type': 'application/json' },
    });
  });

  it('rejects a non-2xx answer as an axios error with status and body, which @quiz/api formats', async () => {
    net = fakeFetch(() => ({ status: 400, body: '{"quantity":["Количество — от 1 до 99."]}' }));
    const client = axios.create({ baseURL: '/api/' });
    const error = await client
      .request({ method: 'PATCH', url: 'preorder/cart_item/' })
      .catch((e: unknown) => e);
    expect(isAxiosError(error)).toBe(true);
    expect((error as { response: { status: number } }).response.status).toBe(400);
    expect(formatApiError(error)).toBe('Количество – Количество — от 1 до 99.');
  });

  it('a lost connection is a network error («Что-то пошло не так...»), and a 401 reaches the client’s handler', async () => {
    net = fakeFetch((seen) =>
      seen.url.endsWith('down/')
        ? 'network-error'
        : { status: 401, body: '{"detail":"Недействительный токен."}' },
    );
    const unauthorized = jest.fn();
    const client = create({ baseURL: '/api/', getToken: () => 'tok', onUnauthorized: unauthorized });
    const lost = await client.request({ method: 'GET', url: 'down/' }).catch((e: unknown) => e);
    expect((lost as { code: string }).code).toBe('ERR_NETWORK');
    expect(formatApiError(lost)).toBe('Что-то пошло не так...');
    await expect(client.request({ method: 'GET', url: 'user_detail/' })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(unauthorized).toHaveBeenCalledWith(expect.anything(), 'Недействительный токен.');
    expect(net.seen[1]?.headers.Authorization).toBe('Token tok');
  });
});
