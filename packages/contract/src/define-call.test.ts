import { z } from 'zod';
import { CALLS } from './all-calls';
import { defineCalls } from './define-call';
import { endpoint, fillPath, pathParamNames } from './endpoint';
import { ENDPOINTS } from './endpoints';

describe('call descriptors', () => {
  it('fills path params, URI-encoded, and refuses a missing one', () => {
    expect(fillPath('/api/event/:id/team/:teamId/', { id: 5, teamId: 7 })).toBe('/api/event/5/team/7/');
    expect(fillPath('/api/team_by_slug/:slug/', { slug: 'a b/c' })).toBe('/api/team_by_slug/a%20b%2Fc/');
    expect(() => fillPath('/api/event/:id/', {})).toThrow('Missing path param "id"');
    expect(pathParamNames('/api/preorder/:a/:b/carts/')).toEqual(['a', 'b']);
  });

  it('joins endpoints with their schemas and names each call', () => {
    const calls = defineCalls(
      'demo',
      { one: endpoint('GET', '/api/one/:id/', 'user') },
      {
        one: { summary: 'Один', params: z.object({ id: z.number() }), response: z.string() },
      },
    );
    expect(calls.one).toMatchObject({
      name: 'one',
      method: 'GET',
      path: '/api/one/:id/',
      auth: 'user',
      tags: ['demo'],
    });
  });

  it('refuses schemas without an endpoint and an endpoint without schemas', () => {
    expect(() => defineCalls('demo', { one: endpoint('GET', '/api/one/') }, {} as never)).toThrow(
      'has no schemas',
    );
    expect(() => defineCalls('demo', {}, { two: { summary: 'Два', response: null } } as never)).toThrow(
      'have no endpoint',
    );
  });

  it('has one descriptor per endpoint, each path written once, each params schema naming its path params', () => {
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    const keys = Object.values(CALLS).map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const call of Object.values(CALLS)) {
      expect(call.path.startsWith('/api/')).toBe(true);
      const names = pathParamNames(call.path);
      const params = 'params' in call ? call.params : undefined;
      if (names.length === 0) expect(params).toBeUndefined();
      else expect(Object.keys((params as z.ZodObject).shape).sort()).toEqual([...names].sort());
    }
  });
});
