import { parseRegistryEntries, parseRegistryStrict, versionFromEntry } from '@quiz/contract/registry';
import { getQuizDebug } from './debug';
import {
  applyRegistry,
  loadRemoteRegistry,
  parseRegistry,
  registryStore,
  takePageRegistry,
} from './registry';

function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response;
}

describe('registry schema', () => {
  it('normalises the short form and { entry, version, previous }', () => {
    const result = parseRegistryStrict({
      mf_events: '/mf/mf_events/0.1.0/mf-manifest.json',
      mf_seating: {
        entry: '/mf/mf_seating/0.1.0-20261126T050000/mf-manifest.json',
        previous: { entry: '/mf/mf_seating/0.1.0/mf-manifest.json' },
      },
    });
    expect(result).toEqual({
      ok: true,
      registry: {
        mf_events: { entry: '/mf/mf_events/0.1.0/mf-manifest.json', version: '0.1.0', previous: null },
        mf_seating: {
          entry: '/mf/mf_seating/0.1.0-20261126T050000/mf-manifest.json',
          version: '0.1.0-20261126T050000',
          previous: { entry: '/mf/mf_seating/0.1.0/mf-manifest.json', version: '0.1.0' },
        },
      },
    });
  });

  it('accepts the { remotes: {...} } wrapper', () => {
    expect(parseRegistryStrict({ remotes: { mf_teams: { entry: '/a.json', version: '2.0.0' } } })).toEqual({
      ok: true,
      registry: { mf_teams: { entry: '/a.json', version: '2.0.0', previous: null } },
    });
  });

  it.each([
    ['an array', [1, 2]],
    ['a string', 'mf_events'],
    ['null', null],
    ['an empty object', {}],
    ['a bad name', { 'mf events': '/a.json' }],
    ['an empty URL', { mf_events: '' }],
    ['a number', { mf_events: 5 }],
    ['a previous without entry', { mf_events: { entry: '/a.json', previous: { version: '1.0.0' } } }],
    ['a version with a slash', { mf_events: { entry: '/a.json', version: '../1' } }],
  ])('rejects %s as a whole (strict)', (_label, json) => {
    const result = parseRegistryStrict(json);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
  });

  it('entry by entry: keeps the good ones and names each bad one', () => {
    const { registry, issues } = parseRegistryEntries({ mf_events: '/e.json', mf_teams: 7, mf_reviews: '' });
    expect(Object.keys(registry)).toEqual(['mf_events']);
    expect(issues.map((i) => i.name)).toEqual(['mf_teams', 'mf_reviews']);
    expect(issues[0]?.message).toMatch(/^mf_teams: /);
  });

  it('reads the version out of a versioned manifest URL', () => {
    expect(versionFromEntry('https://cdn.example.org/seating/2.0.0/mf-manifest.json')).toBe('2.0.0');
    expect(versionFromEntry('/mf/mf_seating/mf-manifest.json')).toBeNull();
  });
});

describe('loadRemoteRegistry', () => {
  it('fetches remotes.json without cache and registers every remote with an absolute manifest URL', async () => {
    const fetchImpl = jest.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse({
          mf_events: '/mf/mf_events/0.1.0/mf-manifest.json',
          mf_seating: {
            entry: 'https://cdn.example.org/seating/2.0.0/mf-manifest.json',
            previous: { entry: '/mf/mf_seating/1.0.0/mf-manifest.json' },
          },
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
    const origin = window.location.origin;
    expect(registry).toEqual({
      mf_events: { entry: `${origin}/mf/mf_events/0.1.0/mf-manifest.json`, version: '0.1.0', previous: null },
      mf_seating: {
        entry: 'https://cdn.example.org/seating/2.0.0/mf-manifest.json',
        version: '2.0.0',
        previous: { entry: `${origin}/mf/mf_seating/1.0.0/mf-manifest.json`, version: '1.0.0' },
      },
    });
    expect(registryStore().remotes).toEqual(registry);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes.mock.calls[0][0]).toEqual([
      { name: 'mf_events', entry: `${origin}/mf/mf_events/0.1.0/mf-manifest.json` },
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

  it('reports a bad entry (console.error, window.__quiz.registryIssues) instead of dropping it silently', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const registerRemotes = jest.fn();
    await loadRemoteRegistry('/remotes.json', { registerRemotes }, (() =>
      Promise.resolve(jsonResponse({ mf_events: '/e.json', mf_teams: { entry: 3 } }))) as typeof fetch);
    expect(registerRemotes.mock.calls[0][0]).toEqual([
      { name: 'mf_events', entry: `${window.location.origin}/e.json` },
    ]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/remotes\.json: mf_teams: /));
    expect(getQuizDebug().registryIssues.at(-1)?.name).toBe('mf_teams');
    expect(registryStore().invalid.mf_teams).toMatch(/^mf_teams: /);
    expect((await parseRegistry([1])).issues).toHaveLength(1);
    error.mockRestore();
  });
});

describe('the registry written into the page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  function writeIntoPage(text: string): void {
    const script = document.createElement('script');
    script.id = 'quiz-registry';
    script.type = 'application/json';
    script.textContent = text;
    document.head.append(script);
  }

  it('is taken once and registered like /remotes.json, with no request', async () => {
    writeIntoPage(
      JSON.stringify({ mf_teams: { entry: '/mf/mf_teams/0.2.0/mf-manifest.json', version: '0.2.0' } }),
    );
    const inPage = takePageRegistry();
    expect(takePageRegistry()).toBeUndefined();
    expect(document.getElementById('quiz-registry')).toBeNull();

    const registerRemotes = jest.fn();
    const registry = await applyRegistry(inPage, '/remotes.json', { registerRemotes });
    const entry = `${window.location.origin}/mf/mf_teams/0.2.0/mf-manifest.json`;
    expect(registry).toEqual({ mf_teams: { entry, version: '0.2.0', previous: null } });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_teams', entry }]);
  });

  it('is no registry when the page has none or it does not parse (the shell then fetches /remotes.json)', () => {
    expect(takePageRegistry()).toBeUndefined();
    writeIntoPage('{ not json');
    expect(takePageRegistry()).toBeUndefined();
  });
});
