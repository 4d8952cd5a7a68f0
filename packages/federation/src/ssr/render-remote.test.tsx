/**
 * @jest-environment node
 */
import { queryKey } from '@quiz/api/query';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import type { RemoteAppProps } from '../remote-contract';
import { createRemoteRenderer } from './render-remote';

// a screen that suspends on the server (a lazy part): emotion first renders it into a fallback that
// React throws away; its style must still reach the page
const Fancy = lazy(async () => ({
  default: function Fancy() {
    return <p css={{ color: 'rgb(1, 2, 3)', letterSpacing: '0.3em' }}>Красиво</p>;
  },
}));

const feedKey = queryKey('landing', null);

function App(props: RemoteAppProps) {
  // nothing fetches on the server: the screen shows what the loader put in the cache
  const { data } = useQuery({ queryKey: feedKey, queryFn: () => Promise.reject(new Error('fetched')) });
  return (
    <section css={{ padding: 7 }}>
      <h1>{props.route}</h1>
      <Fancy />
      <p>{JSON.stringify(data)}</p>
    </section>
  );
}

const transport = jest.fn(async ({ url }: { url: string }) => ({ status: 200, body: { url } }));

describe('createRemoteRenderer', () => {
  const { render } = createRemoteRenderer(App, {
    cacheKey: 'tt',
    name: 'mf_events',
    loaders: {
      home: ({ city, options, queryClient }) =>
        queryClient.ensureQueryData({
          queryKey: feedKey,
          queryFn: async () => {
            if (!options.client) throw new Error('no client');
            const answer = await options.client.get<unknown>('landing_feed/', { params: { city: city?.id } });
            return answer.data;
          },
        }),
    },
  });

  it('runs the loader through the transport, renders with its answer and every style in use, and carries the cache', async () => {
    const { html, data } = await render({ route: 'home', params: {}, query: {}, city: null, transport });
    expect(transport).toHaveBeenCalledWith({ method: 'GET', url: '/api/landing_feed/' });
    expect(data.queries).toEqual([
      expect.objectContaining({
        queryKey: feedKey,
        state: expect.objectContaining({ data: { url: '/api/landing_feed/' }, status: 'success' }),
      }),
    ]);
    expect(html).toContain('{&quot;url&quot;:&quot;/api/landing_feed/&quot;}');
    expect(html).toContain('Красиво');
    expect(html).toMatch(/^<style data-emotion="tt [a-z0-9 -]+">/);
    expect(html).toContain('color:rgb(1, 2, 3)');
    expect(html).toContain('padding:7px');
    expect(html).not.toContain('<script');
  });

  it('rejects when a loader fails or the render throws (the server then sends the page unrendered)', async () => {
    const failing = jest.fn(async () => ({ status: 404, body: { detail: 'Не найдено.' } }));
    await expect(
      render({ route: 'home', params: {}, query: {}, city: null, transport: failing }),
    ).rejects.toThrow('HTTP 404');
    const broken = createRemoteRenderer(
      () => {
        throw new Error('screen broke');
      },
      { cacheKey: 'tt', name: 'mf_events', loaders: {} },
    );
    await expect(
      broken.render({ route: 'games', params: {}, query: {}, city: null, transport }),
    ).rejects.toThrow('screen broke');
  });
});
