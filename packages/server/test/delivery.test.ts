/**
 * Delivery from the server's side, on a temporary repository root: the venue embed's stable loader
 * (`/embed/preorder.js`) follows the registry's current mf_preorder and names the previous version as
 * its fallback; the shared-singleton check (compat.ts) of `GET /api/health` reports a remote that
 * needs more than the shell gives.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { type SharedManifest, sharedMismatches } from '../src/compat';
import { EMBED_LOADER_PATH } from '../src/embed-loader';
import { describeEachDb, json, startTestApp, type TestApp } from './helpers';

const singleton = (name: string, version: string, requiredVersion = `^${version}`) => ({
  name,
  version,
  singleton: true,
  requiredVersion,
});
const SHELL: SharedManifest = {
  shared: [singleton('react', '19.3.1'), singleton('@quiz/bus', '0.1.0'), singleton('single-spa', '6.0.3')],
};

describe('shared singletons: can the shell host the remote', () => {
  it('accepts ranges the shell satisfies, and what the shell does not share at all', () => {
    const remote: SharedManifest = {
      shared: [
        singleton('react', '19.0.0'),
        singleton('@quiz/bus', '0.1.0'),
        singleton('left-pad', '9.0.0'),
        // versioned, not a singleton: the remote brings its own copy when it needs a newer one
        { name: '@quiz/contract', version: '2.0.0', singleton: false, requiredVersion: '>=2.0.0 <3.0.0' },
      ],
    };
    expect(sharedMismatches(remote, SHELL)).toEqual([]);
  });

  it('names every singleton the remote needs newer than the shell provides', () => {
    const remote: SharedManifest = {
      shared: [
        singleton('single-spa', '6.0.3'),
        singleton('react', '20.0.0'),
        singleton('@quiz/bus', '0.2.0'),
      ],
    };
    expect(sharedMismatches(remote, SHELL)).toEqual([
      { name: '@quiz/bus', required: '^0.2.0', provided: '0.1.0' },
      { name: 'react', required: '^20.0.0', provided: '19.3.1' },
    ]);
  });
});

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A distinct modification time per write (the registry file is re-read when it changes). */
let clock = Date.now();
function writeRegistry(file: string, value: unknown): void {
  write(file, JSON.stringify(value));
  clock += 10_000;
  fs.utimesSync(file, new Date(clock), new Date(clock));
}

describeEachDb('delivery: the venue embed loader and the shared check of /api/health', (target) => {
  let t: TestApp;
  let root: string;
  let registryFile: string;
  const entry = (version: string) => `/mf/mf_preorder/${version}/mf-manifest.json`;

  /** The embed bundles the loader adds to a page, in order, when each one fails to load. */
  async function loaderTries(source: string): Promise<string[]> {
    const added: string[] = [];
    const script = (): Record<string, unknown> => {
      const element: Record<string, unknown> = {
        remove: () => undefined,
      };
      return element;
    };
    const append = (element: { src: string; onerror: () => void }) => {
      added.push(element.src);
      element.onerror();
    };
    vm.runInNewContext(source, {
      URL,
      console: { error: () => undefined },
      location: { href: 'https://venue.example/' },
      document: {
        currentScript: { src: 'https://quiz.example/embed/preorder.js' },
        createElement: script,
        head: { appendChild: append },
      },
    });
    return added;
  }

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-delivery-'));
    registryFile = path.join(root, 'remotes.json');
    write(path.join(root, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify(SHELL));
    for (const version of ['1.0.0', '1.1.0'])
      write(
        path.join(root, 'mf-preorder', 'dist', version, 'mf-manifest.json'),
        JSON.stringify({ shared: [singleton('react', '19.3.1')] }),
      );
    write(
      path.join(root, 'mf-preorder', 'dist', '2.0.0', 'mf-manifest.json'),
      JSON.stringify({ shared: [singleton('react', '20.1.0')] }),
    );
    writeRegistry(registryFile, { mf_preorder: { entry: entry('1.0.0'), version: '1.0.0' } });
    t = await startTestApp(target, { static: { root, remotesFile: registryFile } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('loads the current version, then the previous one when it fails; follows a release without an edit', async () => {
    const first = await t.app.inject({ method: 'GET', url: EMBED_LOADER_PATH });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('javascript');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(await loaderTries(first.body)).toEqual(['https://quiz.example/mf/mf_preorder/1.0.0/embed.js']);
    expect(Buffer.byteLength(first.body)).toBeLessThan(2048);

    // unchanged: a revalidation is a 304 without a body
    const again = await t.app.inject({
      method: 'GET',
      url: EMBED_LOADER_PATH,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    writeRegistry(registryFile, {
      mf_preorder: {
        entry: entry('1.1.0'),
        version: '1.1.0',
        previous: { entry: entry('1.0.0'), version: '1.0.0' },
      },
    });
    const released = await t.app.inject({
      method: 'GET',
      url: EMBED_LOADER_PATH,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(released.statusCode).toBe(200);
    expect(released.headers.etag).not.toBe(first.headers.etag);
    expect(await loaderTries(released.body)).toEqual([
      'https://quiz.example/mf/mf_preorder/1.1.0/embed.js',
      'https://quiz.example/mf/mf_preorder/1.0.0/embed.js',
    ]);
  });

  it('/api/health: ok while the shell can host every remote; degraded naming a remote that needs more', async () => {
    writeRegistry(registryFile, { mf_preorder: { entry: entry('1.1.0'), version: '1.1.0' } });
    const ok = json<{ status: string; shared: unknown }>((await t.app.inject('/api/health')).body);
    expect(ok.status).toBe('ok');
    expect(ok.shared).toEqual({ shell: true, incompatible: [], unchecked: [] });

    writeRegistry(registryFile, {
      mf_preorder: {
        entry: entry('2.0.0'),
        version: '2.0.0',
        previous: { entry: entry('1.1.0'), version: '1.1.0' },
      },
    });
    const degraded = json<{ status: string; shared: unknown }>((await t.app.inject('/api/health')).body);
    expect(degraded.status).toBe('degraded');
    expect(degraded.shared).toEqual({
      shell: true,
      incompatible: [
        { remote: 'mf_preorder', version: '2.0.0', name: 'react', required: '^20.1.0', provided: '19.3.1' },
      ],
      unchecked: [],
    });
  });

  it('answers 404 with a script that says why when mf_preorder is not deployed', async () => {
    writeRegistry(registryFile, { mf_seating: { entry: '/mf/mf_seating/1.0.0/mf-manifest.json' } });
    const missing = await t.app.inject({ method: 'GET', url: EMBED_LOADER_PATH });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('mf_preorder is not deployed');
  });
});
