import { fillPath, pathParamNames } from './paths';

describe('path templates', () => {
  it('names the params in order', () => {
    expect(pathParamNames('/api/preorder/:a/:b/carts/')).toEqual(['a', 'b']);
    expect(pathParamNames('/games')).toEqual([]);
  });

  it('fills each param URI-encoded and keeps the rest as written', () => {
    expect(fillPath('/api/event/:id/team/:teamId/', { id: 5, teamId: 7 })).toBe('/api/event/5/team/7/');
    expect(fillPath('/reg_on_team/:slug', { slug: 'кот/1?' })).toBe('/reg_on_team/%D0%BA%D0%BE%D1%82%2F1%3F');
    expect(fillPath('/rating')).toBe('/rating');
  });

  it('refuses a missing or empty param', () => {
    expect(() => fillPath('/api/event/:id/', {})).toThrow('Missing path param "id"');
    expect(() => fillPath('/team/:slug', { slug: '' })).toThrow('Missing path param "slug"');
    expect(() => fillPath('/team/:slug', { slug: null })).toThrow('Missing path param "slug"');
  });
});
