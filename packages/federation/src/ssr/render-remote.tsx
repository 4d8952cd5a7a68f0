/**
 * The server side of a remote, bundled into the remote's own server build
 * (`dist/<version>/.server/ssr.js`, see `createServerConfig`): the Fastify server finds that file through
 * the registry, so a new version of a remote changes its server-rendered output without the server or
 * the shell being rebuilt.
 *
 *   // mf-x/src/ssr.ts
 *   export const { render } = createRemoteRenderer(App, { cacheKey: 'ev', name: 'mf_events', loaders });
 *
 * `render` runs the route's loader into a query cache of its own against the server's own API (through
 * `transport`, no network; on a personal page as the signed-in `user`, whose session the screen sees), renders the same tree the browser hydrates (`remoteTree`), with a fresh
 * emotion cache per request, and returns that query cache dehydrated for the page to carry.
 * The styles are collected, not inlined: emotion inlines a style once, where it is first rendered, and
 * a screen that suspends (a lazy part) is rendered twice — the first time into a fallback that is
 * thrown away, with the style. So the cache keeps every style (`compat`) and the ones whose class is in
 * the final markup go in one `<style data-emotion="<key> <ids>">` before it (@emotion/server), which the
 * browser's cache of the same key moves to <head> and takes as already inserted.
 */
import { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { createQueryClient } from '@quiz/api/query';
import { serverSnapshotValues } from '@quiz/bus/react';
import type { City, User } from '@quiz/contract';
import type { RemoteName } from '@quiz/routes';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import axios, { type AxiosAdapter, AxiosError, type AxiosInstance } from 'axios';
import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { remoteTree } from '../define-remote';
import type { RemoteAppProps } from '../remote-contract';
import type { RouteLoader, RouteLoaders } from '../route-data';

/** One API request of a loader, answered by the server in-process. */
export interface SsrTransportRequest {
  method: string;
  /** path and query, e.g. `/api/landing_feed/?city=1` */
  url: string;
}
export type SsrTransport = (request: SsrTransportRequest) => Promise<{ status: number; body: unknown }>;

export interface SsrRenderRequest {
  route: string;
  params: Record<string, string>;
  query: Record<string, string>;
  city: City | null;
  /**
   * the signed-in player of a personal page: the screen renders as his (the bus's session), and the
   * server's transport carries his token; absent on a public page
   */
  user?: User;
  transport: SsrTransport;
  /** aborts the render (the server's time budget ran out) */
  signal?: AbortSignal;
}

export interface SsrRenderResult {
  /** the remote's markup for its slot */
  html: string;
  /** the render's query cache, embedded in the page: the browser hydrates it before the remote mounts */
  data: DehydratedState;
  /** the loader said the URL names nothing: the server answers 404 with this page */
  notFound: boolean;
}

/** An axios client whose requests the server answers in-process. */
export function transportClient(transport: SsrTransport): AxiosInstance {
  const adapter: AxiosAdapter = async (config) => {
    const url = axios.getUri(config);
    const { status, body } = await transport({ method: (config.method ?? 'get').toUpperCase(), url });
    const response = { data: body, status, statusText: String(status), headers: {}, config, request: null };
    if (status >= 400) {
      throw new AxiosError(`HTTP ${status}`, String(status), config, null, response);
    }
    return response;
  };
  return axios.create({ baseURL: '/api/', adapter });
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  stream.pipe(sink);
  for await (const chunk of sink) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

export function createRemoteRenderer<R extends RemoteName>(
  App: ComponentType<RemoteAppProps>,
  { cacheKey, name, loaders }: { cacheKey: string; name: R; loaders: RouteLoaders<R> },
): { render: (request: SsrRenderRequest) => Promise<SsrRenderResult> } {
  return {
    async render({ route, params, query, city, user, transport, signal }) {
      const loader = (loaders as Record<string, RouteLoader | undefined>)[route];
      const client = transportClient(transport);
      const queryClient = createQueryClient();
      let notFound = false;
      if (loader)
        await loader({
          params,
          query,
          city,
          queryClient,
          options: { client, signal },
          notFound: () => {
            notFound = true;
          },
        });
      signal?.throwIfAborted();
      const props = {
        route: route as RemoteAppProps['route'],
        params,
        query,
        embedded: false,
        host: null as unknown as RemoteAppProps['host'],
      };
      const errors: unknown[] = [];
      const cache = createCache({ key: cacheKey });
      cache.compat = true;
      const { prelude } = await prerenderToNodeStream(
        remoteTree(App, props, {
          cache,
          queryClient,
          snapshots: serverSnapshotValues(city, [], user ?? null),
          label: name,
        }),
        {
          signal,
          // never split a boundary out into a later chunk: that needs React's inline scripts, which the
          // site's Content-Security-Policy (script-src 'self') forbids; the page is complete as it is
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => {
            errors.push(error);
          },
        },
      );
      const html = await streamToString(prelude);
      // a part that failed would be rendered by the browser alone: the whole page falls back instead
      if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
      if (html.includes('<script')) throw new Error(`${name}: the server render needs inline scripts`);
      const { ids, css } = createEmotionServer(cache).extractCritical(html);
      const styles = css ? `<style data-emotion="${cacheKey} ${ids.join(' ')}">${css}</style>` : '';
      // what the screens asked for beyond the loader (nothing fetches on the server) stays out
      const data = dehydrate(queryClient);
      queryClient.clear();
      return { html: `${styles}${html}`, data, notFound };
    },
  };
}
