import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './helpers';

const INDEX =
  '<!doctype html><html lang="ru"><head><title>Квиз</title><script defer src=/main.0123abcd45.js></script></head><body><div id="root"></div></body></html>';

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A built remote's manifest as the federation build writes it (the fields the server reads). */
function manifest(name: string, appChunks: string[]): string {
  return JSON.stringify({
    name,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    exposes: [{ name: 'App', path: './App', assets: { js: { sync: appChunks, async: ['9.lazy.js'] } } }],
  });
}

function fixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-preloads-'));
  write(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
  write(
    path.join(root, 'mf-events', 'package.json'),
    JSON.stringify({ name: 'mf-events', version: '0.2.0' }),
  );
  write(
    path.join(root, 'mf-events', 'dist', '0.2.0', 'mf-manifest.json'),
    manifest('mf_events', ['__federation_expose_App.0123456789.js']),
  );
  write(path.join(root, 'mf-teams', 'package.json'), JSON.stringify({ name: 'mf-teams', version: '0.1.0' }));
  write(
    path.join(root, 'mf-teams', 'dist', '0.1.0', 'mf-manifest.json'),
    manifest('mf_teams', ['416.ee1f57f39d.js', '__federation_expose_App.c77bf3947f.js']),
  );
  // the screens' own chunks, as RouteChunksPlugin lists them: files named by id (416 is ./App's too:
  // named once)
  write(
    path.join(root, 'mf-teams', 'dist', '0.1.0', 'route-chunks.json'),
    JSON.stringify({
      cabinet: ['416.ee1f57f39d.js', '2154.5a5a5a5a5a.js'],
      myTeams: ['3081.6b6b6b6b6b.js'],
    }),
  );
  return root;
}

const preloads = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];

describe('pages the browser renders carry the registry and name their remote’s first files', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fixture();
    t = await startTestApp('sqlite', { static: { root } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('a logged-in screen: the current version’s manifest, remoteEntry and ./App chunks, in the head', async () => {
    const res = await t.app.inject({ url: '/cabinet', headers: { cookie: 'quiz_token=abc' } });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual([
      '<link rel="preload" href="/mf/mf_teams/0.1.0/mf-manifest.json" as="fetch" crossorigin>',
      '<link rel="preload" href="/mf/mf_teams/0.1.0/remoteEntry.js" as="script">',
      '<link rel="preload" href="/mf/mf_teams/0.1.0/416.ee1f57f39d.js" as="script">',
      '<link rel="preload" href="/mf/mf_teams/0.1.0/__federation_expose_App.c77bf3947f.js" as="script">',
      '<link rel="preload" href="/mf/mf_teams/0.1.0/2154.5a5a5a5a5a.js" as="script">',
    ]);
    expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it("names the opened screen's chunks only: another screen of the same remote gets its own", async () => {
    const res = await t.app.inject({ url: '/my_teams', headers: { cookie: 'quiz_token=abc' } });
    const links = preloads(res.body);
    expect(links).toContain('<link rel="preload" href="/mf/mf_teams/0.1.0/3081.6b6b6b6b6b.js" as="script">');
    expect(links.join('')).not.toContain('2154.5a5a5a5a5a.js');
  });

  it('every such page carries the registry as /remotes.json says it now', async () => {
    const served = JSON.parse((await t.app.inject({ url: '/remotes.json' })).body) as unknown;
    for (const [url, cookie] of [
      ['/cabinet', 'quiz_token=abc'],
      ['/login', ''],
    ] as const) {
      const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
      const inPage = res.body.match(
        /<script id="quiz-registry" type="application\/json">([^<]*)<\/script><\/head>/,
      );
      expect([url, inPage ? JSON.parse(inPage[1] ?? '') : null]).toEqual([url, served]);
    }
  });

  it('a public page the server could not render names its remote too', async () => {
    const res = await t.app.inject({ url: '/games' });
    expect(preloads(res.body)).toContain(
      '<link rel="preload" href="/mf/mf_events/0.2.0/__federation_expose_App.0123456789.js" as="script">',
    );
  });

  it('nothing where the shell would not mount the remote at once', async () => {
    // a guarded screen without a session goes to the login; the console waits for the user's role
    for (const [url, cookie] of [
      ['/cabinet', ''],
      ['/login', 'quiz_token=abc'],
      ['/organizer/event/4/teams', 'quiz_token=abc'],
    ] as const) {
      const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
      expect([url, preloads(res.body)]).toEqual([url, []]);
    }
  });
});
