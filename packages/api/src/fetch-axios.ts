/**
 * `@quiz/api/fetch-axios`: the part of axios that @quiz/api uses, on `fetch`, in ~1 KB instead of
 * axios's ~14 KB gzip. A build that must be small (mf-preorder's venue embed, `embed.js`) aliases
 * `axios` to this module; everything above it — `createApiClient`, `callApi`, the SPEC §8 error texts,
 * the 401 handling — is the same code. Covered: `axios.create({ baseURL, timeout, headers })`,
 * `instance.request({ method, url, params, data, headers, signal })`, `instance.defaults`, request and
 * response interceptors (`use(onFulfilled?, onRejected?)`), `config.headers.has/get/set`,
 * `isAxiosError`, `isCancel` and `AxiosError` (`response.status`, `response.data`, `code`). JSON bodies
 * only; query values are sent as `key=value` (arrays as `key[]=v`, as axios does).
 */

type Json = unknown;
type Params = Readonly<Record<string, unknown>> | undefined;

/** Case-insensitive request headers with axios's `has/get/set`. */
class HeaderBag {
  private readonly values = new Map<string, [string, string]>();
  /** the headers of each init in turn, a later one's value replacing an earlier one's */
  constructor(...inits: Array<HeaderBag | Readonly<Record<string, unknown>> | undefined>) {
    for (const init of inits) {
      const pairs = init instanceof HeaderBag ? init.entries() : Object.entries(init ?? {});
      for (const [name, value] of pairs) if (value != null) this.set(name, String(value));
    }
  }
  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }
  get(name: string): string | undefined {
    return this.values.get(name.toLowerCase())?.[1];
  }
  set(name: string, value: string): this {
    this.values.set(name.toLowerCase(), [name, value]);
    return this;
  }
  entries(): Array<[string, string]> {
    return [...this.values.values()];
  }
}

export interface FetchAxiosConfig {
  baseURL?: string;
  url?: string;
  method?: string;
  params?: Params;
  data?: Json;
  headers?: HeaderBag | Readonly<Record<string, unknown>>;
  signal?: AbortSignal | undefined;
  timeout?: number;
  [key: string]: unknown;
}
type RequestConfig = FetchAxiosConfig & { headers: HeaderBag };

export interface FetchAxiosResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  config: RequestConfig;
}

export class AxiosError<T = unknown> extends Error {
  static readonly ERR_NETWORK = 'ERR_NETWORK';
  static readonly ERR_BAD_RESPONSE = 'ERR_BAD_RESPONSE';
  static readonly ERR_BAD_REQUEST = 'ERR_BAD_REQUEST';
  static readonly ERR_CANCELED = 'ERR_CANCELED';
  static readonly ECONNABORTED = 'ECONNABORTED';
  readonly isAxiosError = true;
  constructor(
    message: string,
    readonly code: string,
    readonly config: RequestConfig,
    readonly response?: FetchAxiosResponse<T>,
  ) {
    super(message);
    this.name = code === AxiosError.ERR_CANCELED ? 'CanceledError' : 'AxiosError';
  }
}

export function isAxiosError(error: unknown): error is AxiosError {
  return (error as { isAxiosError?: unknown } | null | undefined)?.isAxiosError === true;
}

export function isCancel(error: unknown): boolean {
  return isAxiosError(error) && error.code === AxiosError.ERR_CANCELED;
}

function queryString(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
    else search.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function fullUrl(config: RequestConfig): string {
  const url = config.url ?? '';
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url) || !config.baseURL) return url + queryString(config.params);
  return `${config.baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}${queryString(config.params)}`;
}

/** The JSON a text holds, else the value as it is (an empty or non-JSON text, a body not yet sent). */
export function jsonOrText(text: unknown): Json {
  if (typeof text !== 'string' || !text) return text;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
}

type Fulfilled<T> = ((value: T) => T | Promise<T>) | undefined;
type Rejected = ((error: unknown) => unknown) | undefined;
class Interceptors<T> {
  readonly handlers: Array<[Fulfilled<T>, Rejected]> = [];
  use(onFulfilled?: Fulfilled<T>, onRejected?: Rejected): number {
    return this.handlers.push([onFulfilled, onRejected]) - 1;
  }
}

async function send(config: RequestConfig): Promise<FetchAxiosResponse> {
  const headers = new HeaderBag(config.headers);
  let body: BodyInit | undefined;
  if (config.data !== undefined) {
    body = typeof config.data === 'string' ? config.data : JSON.stringify(config.data);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, text/plain, */*');
  const controller = new AbortController();
  const abort = () => controller.abort();
  config.signal?.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  const timer = config.timeout
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, config.timeout)
    : undefined;
  try {
    let response: Response;
    try {
      response = await fetch(fullUrl(config), {
        method: (config.method ?? 'get').toUpperCase(),
        headers: Object.fromEntries(headers.entries()),
        body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch {
      if (timedOut)
        throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config);
      if (config.signal?.aborted) throw new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const result: FetchAxiosResponse = {
      data: jsonOrText(await response.text()),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      config,
    };
    if (response.status >= 200 && response.status < 300) return result;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      result,
    );
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', abort);
  }
}

export interface FetchAxiosInstance {
  defaults: FetchAxiosConfig;
  interceptors: { request: Interceptors<RequestConfig>; response: Interceptors<FetchAxiosResponse> };
  request<T = unknown>(config: FetchAxiosConfig): Promise<FetchAxiosResponse<T>>;
}

export function create(defaults: FetchAxiosConfig = {}): FetchAxiosInstance {
  const instance: FetchAxiosInstance = {
    defaults: { ...defaults },
    interceptors: { request: new Interceptors(), response: new Interceptors() },
    async request<T>(config: FetchAxiosConfig) {
      let merged: RequestConfig = {
        ...instance.defaults,
        ...config,
        headers: new HeaderBag(instance.defaults.headers, config.headers),
      };
      for (const [onFulfilled] of instance.interceptors.request.handlers) {
        if (onFulfilled) merged = await onFulfilled(merged);
      }
      let outcome: Promise<FetchAxiosResponse> = send(merged);
      for (const [onFulfilled, onRejected] of instance.interceptors.response.handlers) {
        outcome = outcome.then(onFulfilled, onRejected) as Promise<FetchAxiosResponse>;
      }
      return (await outcome) as FetchAxiosResponse<T>;
    },
  };
  return instance;
}

const axios = { create, isAxiosError, isCancel, AxiosError };
export default axios;
