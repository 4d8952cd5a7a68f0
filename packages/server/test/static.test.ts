import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { cacheControlFor, computeRegistry } from '../src/static';
import { describeEachDb, startTestApp, type TestApp } from './helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX =
  '<!doctype html><html lang="ru"><head><title>Квиз</title></head><body><div id="root"></div></body></html>';
const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;

function write(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A fake repository: a built shell with precompressed files and two remotes with versioned builds. */
function fixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-static-'));
  const shell = path.join(root, 'shell', 'dist');
  write(path.join(shell, 'index.html'), INDEX);
  write(path.join(shell, 'index.html.br'), zlib.brotliCompressSync(INDEX));
  write(path.join(shell, 'assets', 'main.0123abcd4567.js'), MAIN_JS);
  write(path.join(shell, 'assets', 'main.0123abcd4567.js.br'), zlib.brotliCompressSync(MAIN_JS));
  write(path.join(shell, 'assets', 'main.0123abcd4567.js.gz'), zlib.gzipSync(MAIN_JS));
  write(path.join(shell, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  write(
    path.join(root, 'mf-events', 'package.json'),
    JSON.stringify({ name: 'mf-events', version: '0.2.0' }),
  );
  write(path.join(root, 'mf-events', 'dist', '0.1.0', 'mf-manifest.json'), '{"old":true}');
  write(path.join(root, 'mf-events', 'dist', '0.2.0', 'mf-manifest.json'), '{"name":"mf_events"}');
  write(path.join(root, 'mf-events', 'dist', '0.2.0', 'remoteEntry.js'), 'var mf_events;');
  write(path.join(root, 'mf-events', 'dist', '0.2.0', '512.89abcdef01.js'), 'chunk();');
  write(
    path.join(root, 'mf-preorder', 'package.json'),
    JSON.stringify({ name: 'mf-preorder', version: '9.9.9' }),
  );
  write(path.join(root, 'mf-preorder', 'dist', '0.3.1', 'mf-manifest.json'), '{"name":"mf_preorder"}');
  return root;
}

describe('cache policy', () => {
  it('makes hashed files immutable and entry points revalidated', () => {
    expect(cacheControlFor('/x/assets/main.0123abcd4567.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/assets/main.0123abcd4567.js.br')).toBe(IMMUTABLE);
    for (const f of [
      'index.html',
      'index.html.gz',
      'remotes.json',
      'mf-manifest.json',
      'remoteEntry.js',
      'sw.js',
      'favicon.ico',
    ]) {
      expect([f, cacheControlFor(`/x/${f}`)]).toEqual([f, 'no-cache']);
    }
  });

  it('computes the registry from the package version, else the newest build', () => {
    const root = fixture();
    try {
      expect(computeRegistry(root)).toEqual({
        mf_events: '/mf/mf_events/0.2.0/mf-manifest.json',
        mf_preorder: '/mf/mf_preorder/0.3.1/mf-manifest.json',
      });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describeEachDb('static serving', (target) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fixture();
    t = await startTestApp(target, { static: { root } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell index.html at / without caching, with the page title', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Главная — Квиз</title>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('falls back to the shell for app routes, with and without query', async () => {
    for (const url of ['/games', '/event/5/registration', '/team/abc?x=1', '/login?from=%2Fcabinet']) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('answers a missing file with 404, not the shell', async () => {
    const res = await t.app.inject({ url: '/assets/missing.123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('sends precompressed assets by Accept-Encoding with immutable caching', async () => {
    const br = await t.app.inject({
      url: '/assets/main.0123abcd4567.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(MAIN_JS);

    const gz = await t.app.inject({
      url: '/assets/main.0123abcd4567.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(MAIN_JS);

    const plain = await t.app.inject({
      url: '/assets/main.0123abcd4567.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN_JS);
  });

  it('serves sw.js without caching', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves remote builds under /mf/<name>/ with CORS and the right cache policy', async () => {
    const manifest = await t.app.inject({ url: '/mf/mf_events/0.2.0/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.body).toBe('{"name":"mf_events"}');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const entry = await t.app.inject({ url: '/mf/mf_events/0.2.0/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await t.app.inject({ url: '/mf/mf_events/0.2.0/512.89abcdef01.js' });
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect((await t.app.inject({ url: '/mf/mf_events/0.2.0/nope.js' })).statusCode).toBe(404);
  });

  it('publishes /remotes.json computed from the builds', async () => {
    const res = await t.app.inject({ url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.body)).toEqual({
      mf_events: { entry: '/mf/mf_events/0.2.0/mf-manifest.json', version: '0.2.0' },
      mf_preorder: { entry: '/mf/mf_preorder/0.3.1/mf-manifest.json', version: '0.3.1' },
    });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({
      status: 'ok',
      registry: { source: 'computed', error: null },
      remotes: { mf_events: { version: '0.2.0', previous: null }, mf_preorder: { version: '0.3.1' } },
      jobs: { pending: 0, failed: 0 },
    });
  });

  it('keeps /api answers JSON even with a shell present', async () => {
    const res = await t.app.inject({ url: '/api/unknown/path' });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Не найдено.' });
  });
});

describe('static serving with a registry file and without a built shell', () => {
  let t: TestApp;
  let root: string;
  let registry: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-static-empty-'));
    registry = path.join(root, 'remotes.json');
    write(registry, JSON.stringify({ mf_events: 'https://cdn.example/mf_events/1.0.0/mf-manifest.json' }));
    t = await startTestApp('sqlite', { static: { root, remotesFile: registry } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const served = async () => JSON.parse((await t.app.inject({ url: '/remotes.json' })).body);
  const health = async () => JSON.parse((await t.app.inject({ url: '/api/health' })).body);
  /** a new mtime even within the same millisecond tick of the file system */
  const rewrite = (content: string) => {
    write(registry, content);
    const later = new Date(Date.now() + Math.floor(Math.random() * 100_000));
    fs.utimesSync(registry, later, later);
  };

  it('serves the registry file and picks up changes without a restart', async () => {
    expect(await served()).toEqual({
      mf_events: { entry: 'https://cdn.example/mf_events/1.0.0/mf-manifest.json', version: '1.0.0' },
    });
    rewrite(
      JSON.stringify({
        mf_events: {
          entry: 'https://cdn.example/mf_events/0.9.0/mf-manifest.json',
          previous: { entry: 'https://cdn.example/mf_events/0.8.0/mf-manifest.json' },
        },
      }),
    );
    expect(await served()).toEqual({
      mf_events: {
        entry: 'https://cdn.example/mf_events/0.9.0/mf-manifest.json',
        version: '0.9.0',
        previous: { entry: 'https://cdn.example/mf_events/0.8.0/mf-manifest.json', version: '0.8.0' },
      },
    });
    expect(await health()).toMatchObject({
      status: 'ok',
      registry: { source: 'file', file: 'remotes.json', error: null },
      remotes: { mf_events: { version: '0.9.0', previous: '0.8.0' } },
    });
  });

  it.each([
    ['JSON that does not parse', '{ "mf_events": "https://cdn.example/mf_events/2.0.0/mf-manifest.json", '],
    ['one bad entry', JSON.stringify({ mf_events: '/mf/mf_events/2.0.0/mf-manifest.json', mf_teams: 5 })],
    ['an empty registry', '{}'],
  ])(
    'a file with %s never takes effect: the last good registry stays, /api/health reports it',
    async (_l, bad) => {
      const before = await served();
      rewrite(bad);
      expect(await served()).toEqual(before);
      const report = await health();
      expect(report.status).toBe('degraded');
      expect(report.registry.source).toBe('file');
      expect(report.registry.error).toMatch(/^remotes\.json: /);
      expect(report.remotes.mf_events.version).toBe(before.mf_events.version);
      // a good file again: in effect, error cleared
      rewrite(JSON.stringify({ mf_events: 'https://cdn.example/mf_events/3.0.0/mf-manifest.json' }));
      expect((await served()).mf_events.version).toBe('3.0.0');
      expect((await health()).registry.error).toBeNull();
    },
  );

  it('explains that the shell is not built instead of crashing', async () => {
    const res = await t.app.inject({ url: '/games' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Сайт ещё не собран');
    expect((await t.app.inject({ url: '/' })).statusCode).toBe(503);
  });
});
