import { loadRemoteRegistry, parseRegistry } from './registry';

function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response;
}

describe('loadRemoteRegistry', () => {
  it('fetches remotes.json without cache and registers every remote with an absolute manifest URL', async () => {
    const fetchImpl = jest.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse({
          mf_events: '/mf/mf_events/0.1.0/mf-manifest.json',
          mf_seating: 'https://cdn.example.org/seating/2.0.0/mf-manifest.json',
        }),
      ),
    );
    const registerRemotes = jest.fn();
    const registry = await loadRemoteRegistry(
      '/remotes.json',
      { registerRemotes },
      fetchImpl as typeof fetch,
    );

    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(registry).toEqual({
      mf_events: '/mf/mf_events/0.1.0/mf-manifest.json',
      mf_seating: 'https://cdn.example.org/seating/2.0.0/mf-manifest.json',
    });
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes.mock.calls[0][0]).toEqual([
      { name: 'mf_events', entry: `${window.location.origin}/mf/mf_events/0.1.0/mf-manifest.json` },
      { name: 'mf_seating', entry: 'https://cdn.example.org/seating/2.0.0/mf-manifest.json' },
    ]);
  });

  it('fails loudly on an HTTP error and registers nothing', async () => {
    const registerRemotes = jest.fn();
    await expect(
      loadRemoteRegistry('/remotes.json', { registerRemotes }, (() =>
        Promise.resolve(jsonResponse({}, 503))) as typeof fetch),
    ).rejects.toThrow('HTTP 503');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('accepts the { remotes: {...} } shape and { entry } values, ignores junk', () => {
    expect(parseRegistry({ remotes: { mf_teams: { entry: '/a.json' }, bad: 5 } })).toEqual({
      mf_teams: '/a.json',
    });
    expect(() => parseRegistry([1, 2])).toThrow();
  });
});
