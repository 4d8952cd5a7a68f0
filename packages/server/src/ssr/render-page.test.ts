/**
 * Server-rendered public pages through the real app: a temporary repository root holds the
 * shell's index.html and small CommonJS server bundles in the places the server looks for them
 * (`shell/dist/.server/ssr.js`, `mf-<x>/dist/<version>/.server/ssr.js`), a registry file names the
 * current version of each remote, and every page is requested as a browser would (`GET /…`).
 *
 * The fake remote bundle asks the server's own API (the in-process transport) for the landing feed and
 * puts what it got into its markup, so a page that shows it went through the real API.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { City } from '@quiz/contract';
import type { SsrPageState } from '@quiz/contract/ssr-page';
import { describeEachDb, json, startTestApp, type TestApp } from '../../test/helpers';
import { remoteBundleFile } from './bundles';
import { DEFAULT_SSR_BUDGET_MS, injectRendered, scriptJson, ssrBudgetMs } from './render-page';

const INDEX =
  '<!doctype html><html lang="ru"><head><title>Квиз</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const EMPTY_ROOT = '<div id="root"></div>';
const STATE_SCRIPT = /<script id="quiz-ssr" type="application\/json">([\s\S]*?)<\/script>/;

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A distinct modification time per write, even within one tick of the file system's clock. */
let clock = Date.now();
function touch(file: string): void {
  clock += 10_000;
  const when = new Date(clock);
  fs.utimesSync(file, when, when);
}

/** The shell's server bundle: a frame around the slot, as shell/src/ssr.tsx renders it. */
const SHELL_BUNDLE = `
exports.renderFrame = function (state, slotHtml) {
  return '<nav>Квиз: ' + (state.city ? state.city.title : 'без города') + '</nav>'
    + '<main><div data-remote="' + state.owner + '" data-ssr-slot="">' + slotHtml + '</div></main>';
};
`;

/**
 * A remote's server bundle: `label` in its markup, and for the home route the landing feed of the
 * page's city, asked through the server's transport. `extra` is put into the data it returns.
 */
function remoteBundle(label: string, extra: unknown = null): string {
  return `
exports.render = async function (request) {
  var html = '<h1>' + ${JSON.stringify(label)} + '</h1><p>маршрут ' + request.route + ' ' + JSON.stringify(request.params) + '</p>';
  var data = { extra: ${JSON.stringify(extra)} };
  if (request.route === 'home') {
    var answer = await request.transport({ method: 'GET', url: '/api/landing_feed?city=' + request.city.id });
    data.status = answer.status;
    data.events = answer.body.events.map(function (e) { return e.id; });
    html += '<p>игр в ленте: ' + answer.body.events.length + '</p>';
  }
  // as a route loader that finds no such game says it
  if (request.params.eventId === '999999') return { html: '<h2>Игра не найдена</h2>', data: data, notFound: true };
  return { html: html, data: data };
};
`;
}

const THROWING_BUNDLE = `
exports.render = async function () { throw new Error('render failed on purpose'); };
`;

/**
 * Answers after 10 s unless aborted; on the abort it writes `marker` (the bundle runs outside jest's
 * sandbox, so a file is how the test learns the render was told to stop).
 */
function slowBundle(marker: string): string {
  return `
var fs = require('node:fs');
exports.render = function (request) {
  return new Promise(function (resolve) {
    var timer = setTimeout(function () { resolve({ html: '<h1>Медленный раздел</h1>', data: null }); }, 10000);
    request.signal.addEventListener('abort', function () {
      clearTimeout(timer);
      fs.writeFileSync(${JSON.stringify(marker)}, 'aborted');
      resolve({ html: '<h1>Медленный раздел</h1>', data: null });
    });
  });
};
`;
}

/**
 * Appends a line to `counter` on every render (the bundle runs outside jest's sandbox: a file is how
 * the test counts), and shows the postfixes of the landing feed's events on the home page.
 */
function countingBundle(counter: string): string {
  return `
var fs = require('node:fs');
exports.render = async function (request) {
  fs.appendFileSync(${JSON.stringify(counter)}, 'render\\n');
  var postfixes = '';
  if (request.route === 'home') {
    var answer = await request.transport({ method: 'GET', url: '/api/landing_feed?city=' + request.city.id });
    postfixes = answer.body.events.map(function (e) { return e.postfix; }).join(', ');
  }
  return { html: '<h1>Считающий раздел</h1><p>' + postfixes + '</p>', data: null };
};
`;
}

describe('server render helpers', () => {
  it('keeps the budget at 150 ms unless SSR_BUDGET_MS says otherwise', () => {
    expect(DEFAULT_SSR_BUDGET_MS).toBe(150);
    expect(ssrBudgetMs({})).toBe(150);
    expect(ssrBudgetMs({ SSR_BUDGET_MS: '40' })).toBe(40);
    expect(ssrBudgetMs({ SSR_BUDGET_MS: 'soon' })).toBe(150);
    expect(ssrBudgetMs({ SSR_BUDGET_MS: '-5' })).toBe(150);
  });

  it('writes JSON nothing in which can close the script element', () => {
    const value = { text: '</script><script>alert(1)</script>', sep: '\u2028\u2029', tag: '<!--' };
    const written = scriptJson(value);
    expect(written).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(value);
  });

  it('starts a rendered page with boot.js, which names the app entry to fetch once the page has loaded', () => {
    const index =
      '<!doctype html><html><head><script defer src=/main.0123456789.js></script></head><body><div id=root></div></body></html>';
    const state = { url: '/' } as SsrPageState;
    const booted = injectRendered(index, '<main>Игры</main>', state, '/boot.js');
    expect(booted).toContain('<script defer src="/boot.js" data-main="/main.0123456789.js"></script>');
    expect(booted).not.toContain('<script defer src=/main.');
    expect(booted).toContain(
      '<div id="root"><main>Игры</main></div><script id="quiz-ssr" type="application/json">',
    );
    // without the boot script (an older shell build) the entry stays as it is
    expect(injectRendered(index, '<main>Игры</main>', state)).toContain(
      '<script defer src=/main.0123456789.js>',
    );
    // a page without the empty root is not a page to fill
    expect(injectRendered('<div id=app></div>', '<main/>', state, '/boot.js')).toBeNull();
  });

  it('finds a remote bundle only inside its own dist folder', () => {
    const root = path.join(os.tmpdir(), 'quiz-root');
    const at = (entry: string) =>
      remoteBundleFile(root, { mf_events: { entry, version: null, previous: null } }, 'mf_events');
    expect(at('/mf/mf_events/1.0.0/mf-manifest.json')).toBe(
      path.join(root, 'mf-events', 'dist', '1.0.0', '.server', 'ssr.js'),
    );
    for (const entry of [
      '/mf/mf_events/../../etc/mf-manifest.json',
      '/mf/mf_events/1.0.0/../../../x/mf-manifest.json',
      '/mf/mf_events/mf-manifest.json',
      '/mf/mf_events//mf-manifest.json',
      '/mf/mf_teams/1.0.0/mf-manifest.json',
      'https://cdn.example/mf_events/1.0.0/mf-manifest.json',
    ]) {
      expect([entry, at(entry)]).toEqual([entry, null]);
    }
    expect(remoteBundleFile(root, {}, 'mf_events')).toBeNull();
  });
});

/**
 * A bundle rebuilt in place (same file, new modification time) is re-read. Run in a Node process of its
 * own: jest replaces `createRequire` with its own module registry, whose `require.cache` cannot be
 * cleared, so inside jest the first copy would stay whatever bundles.ts does.
 */
describe('a server bundle rebuilt in place', () => {
  it('is re-read when its modification time changes, and not before', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-ssr-reread-'));
    try {
      const script = `
const fs = require('node:fs');
const { remoteBundle } = require(${JSON.stringify(path.join(__dirname, 'bundles.ts'))});
const file = ${JSON.stringify(path.join(root, 'mf-events', 'dist', '1.0.0', '.server', 'ssr.js'))};
const build = (text, at) => {
  fs.writeFileSync(file, 'exports.render = async () => ({ html: ' + JSON.stringify(text) + ', data: null });');
  fs.utimesSync(file, new Date(at), new Date(at));
};
const html = async () => (await remoteBundle(file).render({})).html;
(async () => {
  const seen = [];
  build('первая сборка', 1_700_000_000_000);
  seen.push(await html());
  // the same modification time: the loaded copy stays
  build('та же дата', 1_700_000_000_000);
  seen.push(await html());
  build('вторая сборка', 1_700_000_100_000);
  seen.push(await html());
  process.stdout.write(JSON.stringify(seen));
})();
`;
      fs.mkdirSync(path.join(root, 'mf-events', 'dist', '1.0.0', '.server'), { recursive: true });
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=commonjs', '-e', script], {
        cwd: path.join(__dirname, '..', '..'),
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual(['первая сборка', 'первая сборка', 'вторая сборка']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describeEachDb('server-rendered public pages', (target) => {
  let t: TestApp;
  let root: string;
  let registryFile: string;
  let cities: City[];
  let defaultCity: City;
  const budgetBefore = process.env.SSR_BUDGET_MS;
  const cacheBefore = process.env.SSR_CACHE_MS;

  /** Writes a remote's bundle into `<root>/<folder>/dist/<version>/.server/ssr.js`. */
  const release = (folder: string, version: string, bundle: string) => {
    const file = path.join(root, folder, 'dist', version, '.server', 'ssr.js');
    write(path.join(root, folder, 'dist', version, 'mf-manifest.json'), '{}');
    write(file, bundle);
    touch(file);
    return file;
  };
  /** Points the registry file at these entries (picked up on the next request). */
  const useRegistry = (entries: Record<string, string>) => {
    write(registryFile, JSON.stringify(entries));
    touch(registryFile);
  };
  const useEvents = (version: string) =>
    useRegistry({
      mf_events: `/mf/mf_events/${version}/mf-manifest.json`,
      mf_teams: '/mf/mf_teams/1.0.0/mf-manifest.json',
    });
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const stateOf = (body: string): SsrPageState | null => {
    const found = STATE_SCRIPT.exec(body);
    return found?.[1] ? json<SsrPageState>(found[1]) : null;
  };
  /** The page arrived as the shell's plain page: an empty #root and no state. */
  const expectPlain = (body: string) => {
    expect(body).toContain(EMPTY_ROOT);
    expect(body).not.toContain('quiz-ssr');
    expect(body).toContain('<script defer src="/main.js"></script>');
  };

  beforeAll(async () => {
    // a generous budget for the pages that must render; the budget's own test sets a small one
    process.env.SSR_BUDGET_MS = '20000';
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-ssr-'));
    registryFile = path.join(root, 'remotes.json');
    write(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
    write(path.join(root, 'shell', 'dist', '.server', 'ssr.js'), SHELL_BUNDLE);
    release('mf-events', '1.0.0', remoteBundle('Ближайшие игры'));
    // a bundle for a logged-in remote too: only the catalogue keeps its pages from being rendered
    release('mf-teams', '1.0.0', remoteBundle('Кабинет с сервера'));
    useEvents('1.0.0');
    t = await startTestApp(target, { seed: true, static: { root, remotesFile: registryFile } });
    cities = json<City[]>((await page('/api/cities_list')).body);
    defaultCity = json<{ default_city: City }>((await page('/api/common')).body).default_city;
  });
  afterAll(async () => {
    if (budgetBefore === undefined) delete process.env.SSR_BUDGET_MS;
    else process.env.SSR_BUDGET_MS = budgetBefore;
    if (cacheBefore === undefined) delete process.env.SSR_CACHE_MS;
    else process.env.SSR_CACHE_MS = cacheBefore;
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  afterEach(() => {
    process.env.SSR_BUDGET_MS = '20000';
    delete process.env.SSR_CACHE_MS;
    useEvents('1.0.0');
  });

  it('renders / with the frame, the remote slot and the state, for the default city', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toContain('Cookie');
    const feed = json<{ events: { id: number }[] }>(
      (await page(`/api/landing_feed?city=${defaultCity.id}`)).body,
    );
    expect(feed.events.length).toBeGreaterThan(0);

    expect(res.body).toContain(
      `<div id="root"><nav>Квиз: ${defaultCity.title}</nav><main><div data-remote="mf_events" data-ssr-slot=""><h1>Ближайшие игры</h1><p>маршрут home {}</p><p>игр в ленте: ${feed.events.length}</p></div></main></div>`,
    );
    // the page's own meta stays (static.ts injects it before the render)
    expect(res.body).toContain('<title>Главная — Квиз</title>');
    // the shell's scripts are still there, and the state sits right after #root
    expect(res.body).toContain('<script defer src="/main.js"></script>');
    expect(res.body).toMatch(/<\/main><\/div><script id="quiz-ssr" type="application\/json">/);
    expect(stateOf(res.body)).toEqual({
      url: '/',
      route: 'home',
      owner: 'mf_events',
      // the registry's current version of the owner: the browser hydrates only that build's markup
      version: '1.0.0',
      params: {},
      query: {},
      city: defaultCity,
      cities,
      common: expect.objectContaining({ default_city: defaultCity }),
      data: { extra: null, status: 200, events: feed.events.map((e) => e.id) },
    });
  });

  it('answers 404 with the same page and noindex when the route loader says the URL names nothing', async () => {
    for (let round = 0; round < 2; round += 1) {
      // the second round comes from the page cache: still 404
      const missing = await page('/event/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('text/html');
      expect(missing.body).toContain('<h2>Игра не найдена</h2>');
      expect(missing.body).toContain('<meta name="robots" content="noindex"></head>');
      expect(stateOf(missing.body)).toMatchObject({ route: 'eventPage', params: { eventId: '999999' } });
    }
    const known = await page('/event/7');
    expect(known.statusCode).toBe(200);
    expect(known.body).not.toContain('noindex');
  });

  it('renders for the city of the quiz_city cookie, and the default city for an unknown one', async () => {
    const other = cities.find((c) => c.id !== defaultCity.id);
    if (!other) throw new Error('the seed has one city only: this test needs two');
    const chosen = await page('/', { cookie: `theme=dark; quiz_city=${other.id}` });
    expect(chosen.body).toContain(`<nav>Квиз: ${other.title}</nav>`);
    const state = stateOf(chosen.body);
    expect(state?.city).toEqual(other);
    const feed = json<{ events: { id: number }[] }>((await page(`/api/landing_feed?city=${other.id}`)).body);
    expect(state?.data).toMatchObject({ events: feed.events.map((e) => e.id) });

    for (const cookie of ['quiz_city=987654', 'quiz_city=abc', 'quiz_city=']) {
      const res = await page('/', { cookie });
      expect([cookie, stateOf(res.body)?.city]).toEqual([cookie, defaultCity]);
    }
  });

  it('renders a route with params, and states the URL it was rendered for: without the query parameters the page does not read', async () => {
    const res = await page('/event/7?from=feed');
    expect(res.body).toContain('<p>маршрут eventPage {"eventId":"7"}</p>');
    expect(stateOf(res.body)).toMatchObject({
      url: '/event/7',
      route: 'eventPage',
      owner: 'mf_events',
      params: { eventId: '7' },
      query: {},
    });
    // the parameters a page's markup reads (the route's renderQuery) are kept, in name order
    const games = await page('/games?utm_source=vk&type=past');
    expect(stateOf(games.body)).toMatchObject({
      url: '/games?type=past',
      route: 'games',
      query: { type: 'past' },
    });
  });

  it('sends the plain page for routes the catalogue does not render on the server', async () => {
    for (const url of [
      '/cabinet',
      '/childregistration',
      '/event/7/registration',
      '/login',
      '/no/such/page',
    ]) {
      const res = await page(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expectPlain(res.body);
      expect(res.body).not.toContain('Кабинет с сервера');
    }
  });

  it('escapes the state: a text with </script> in it cannot end the element', async () => {
    const hostile = '</script><script>alert("x")</script><!-- \u2028';
    release('mf-events', '1.1.0-hostile', remoteBundle('Ближайшие игры', { title: hostile }));
    useEvents('1.1.0-hostile');
    const res = await page('/');
    expect(res.body).not.toContain('<script>alert');
    // exactly the shell's script, the state element and the city zone's offsets: nothing else opens a script
    expect(res.body.match(/<script/g)).toHaveLength(3);
    expect(res.body).toMatch(/<script id="quiz-zones" type="application\/json">\{"Europe\/Moscow":/);
    expect(stateOf(res.body)?.data).toMatchObject({ extra: { title: hostile } });
  });

  it('sends the plain page when the remote render throws', async () => {
    release('mf-events', '1.2.0-throws', THROWING_BUNDLE);
    useEvents('1.2.0-throws');
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expectPlain(res.body);
  });

  it.each([
    ['does not load', 'exports.render = ;'],
    ['has no render function', 'exports.renderPage = async () => ({ html: "<h1>x</h1>", data: null });'],
    ['returns no markup', 'exports.render = async () => null;'],
  ])('sends the plain page when the remote bundle %s', async (_label, bundle) => {
    const version = `1.3.0-${_label.replace(/\W+/g, '-')}`;
    release('mf-events', version, bundle);
    useEvents(version);
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expectPlain(res.body);
  });

  it('sends the plain page when the registry names a version without a server bundle', async () => {
    write(path.join(root, 'mf-events', 'dist', '0.9.0', 'mf-manifest.json'), '{}');
    useEvents('0.9.0');
    expectPlain((await page('/')).body);
  });

  it('sends the plain page, soon, when the render is slower than the budget, and stops the render', async () => {
    const marker = path.join(root, 'slow-render-aborted');
    release('mf-events', '1.4.0-slow', slowBundle(marker));
    useEvents('1.4.0-slow');
    process.env.SSR_BUDGET_MS = '300';
    const started = Date.now();
    const res = await page('/');
    const took = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expectPlain(res.body);
    expect(res.body).not.toContain('Медленный раздел');
    // the bundle would answer after 10 s: the page did not wait for it
    expect(took).toBeLessThan(5_000);
    expect(fs.readFileSync(marker, 'utf8')).toBe('aborted');
  });

  it('never loads a bundle from outside the remote folder (a registry entry with ..)', async () => {
    // where `/mf/mf_events/../../evil/…` would lead if the path were joined as it is
    write(path.join(root, 'evil', 'mf-manifest.json'), '{}');
    write(path.join(root, 'evil', '.server', 'ssr.js'), remoteBundle('ЧУЖОЙ КОД'));
    useRegistry({ mf_events: '/mf/mf_events/../../evil/mf-manifest.json' });
    const health = json<{ remotes: Record<string, unknown> }>((await page('/api/health')).body);
    // the entry took effect (the registry accepts it): only the bundle lookup refuses it
    expect(health.remotes).toHaveProperty('mf_events');
    const res = await page('/');
    expectPlain(res.body);
    expect(res.body).not.toContain('ЧУЖОЙ КОД');
  });

  it('renders with a newly released version at once, without a new app, and back after a rollback', async () => {
    expect((await page('/')).body).toContain('<h1>Ближайшие игры</h1>');
    release('mf-events', '2.0.0', remoteBundle('Игры новой версии'));
    useEvents('2.0.0');
    const released = await page('/');
    expect(released.body).toContain('<h1>Игры новой версии</h1>');
    expect(released.body).not.toContain('<h1>Ближайшие игры</h1>');
    useEvents('1.0.0');
    const rolledBack = await page('/');
    expect(rolledBack.body).toContain('<h1>Ближайшие игры</h1>');
    expect(rolledBack.body).not.toContain('Игры новой версии');
  });

  describe('the page cache (SSR_CACHE_MS)', () => {
    const renders = (counter: string) =>
      fs.existsSync(counter) ? fs.readFileSync(counter, 'utf8').split('\n').filter(Boolean).length : 0;

    it('reuses a rendered page per URL and city cookie instead of rendering it again', async () => {
      const counter = path.join(root, 'renders-reuse');
      release('mf-events', '4.0.0-counting', countingBundle(counter));
      useEvents('4.0.0-counting');
      const first = await page('/');
      expect(first.body).toContain('<h1>Считающий раздел</h1>');
      expect(renders(counter)).toBe(1);
      const again = await page('/');
      expect(renders(counter)).toBe(1);
      expect(again.body).toBe(first.body);
      expect(stateOf(again.body)?.url).toBe('/');

      // a query parameter the page does not read is no new page
      expect((await page('/?utm=1')).body).toBe(first.body);
      expect(renders(counter)).toBe(1);
      const other = cities.find((c) => c.id !== defaultCity.id);
      if (!other) throw new Error('the seed has one city only: this test needs two');
      const otherCity = await page('/', { cookie: `quiz_city=${other.id}` });
      expect(renders(counter)).toBe(2);
      expect(stateOf(otherCity.body)?.city).toEqual(other);
      await page('/', { cookie: `quiz_city=${other.id}` });
      expect(renders(counter)).toBe(2);
      // and the first city's page is still the first city's
      expect(stateOf((await page('/')).body)?.city).toEqual(defaultCity);
      expect(renders(counter)).toBe(2);
    });

    it('unique query strings make no new render and no new page: one render for 30 of them, 8 KB each', async () => {
      const counter = path.join(root, 'renders-junk');
      release('mf-events', '4.0.1-counting', countingBundle(counter));
      useEvents('4.0.1-counting');
      await page('/games?type=past');
      // the bundles' stamps settle after the first page of a release: the page as it is kept from now on
      const first = await page('/games?type=past');
      expect(renders(counter)).toBe(1);
      for (let i = 0; i < 30; i++) {
        const junk = `junk=${randomBytes(4096).toString('hex')}`;
        const res = await page(i % 2 ? `/games?${junk}&type=past` : `/g%61mes?type=past&${junk}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(first.body);
      }
      expect(renders(counter)).toBe(1);
      // another value of a parameter the page reads is another page; rendered first for a variant of
      // its URL, it is still the page of the rendered URL (its canonical link too)
      const variant = await page(`/g%61mes?${'x'.repeat(100)}=1&type=future`);
      expect(renders(counter)).toBe(2);
      expect(stateOf(variant.body)?.url).toBe('/games?type=future');
      expect(variant.body).toContain('<link rel="canonical" href="http://localhost/games" />');
    });

    it('renders anew at once when public data changes', async () => {
      const counter = path.join(root, 'renders-data');
      release('mf-events', '4.1.0-counting', countingBundle(counter));
      useEvents('4.1.0-counting');
      await page('/');
      expect(renders(counter)).toBe(1);
      const feed = json<{ events: { id: number }[] }>(
        (await page(`/api/landing_feed?city=${defaultCity.id}`)).body,
      );
      const target = feed.events[0];
      if (!target) throw new Error('the default city has no upcoming event');
      await t.app.db
        .updateTable('events')
        .set({ postfix: 'Сдвинули на час' })
        .where('id', '=', target.id)
        .execute();
      const res = await page('/');
      expect(renders(counter)).toBe(2);
      expect(res.body).toContain('Сдвинули на час');
    });

    it('keeps the finished page: brotli or gzip as asked, an ETag, 304 on If-None-Match, no new render', async () => {
      const counter = path.join(root, 'renders-finished');
      release('mf-events', '4.4.0-counting', countingBundle(counter));
      useEvents('4.4.0-counting');
      const plain = await page('/');
      const etag = String(plain.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(plain.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(plain.headers['content-encoding']).toBeUndefined();

      const br = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.etag).toBe(etag);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      const gz = await page('/', { 'accept-encoding': 'gzip, br;q=0' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
      expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      // a q=0 refuses its coding (`*` stands only for the codings not named); all refused: as is
      const starButBr = await page('/', { 'accept-encoding': 'br;q=0, *' });
      expect(starButBr.headers['content-encoding']).toBe('gzip');
      const starButGzip = await page('/', { 'accept-encoding': 'gzip;q=0, *' });
      expect(starButGzip.headers['content-encoding']).toBe('br');
      const refused = await page('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(plain.body);

      const unchanged = await page('/', { 'if-none-match': etag, 'accept-encoding': 'br' });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(etag);
      expect(renders(counter)).toBe(1);

      // another city is another page with its own ETag: the client's copy of the first is not it
      const other = cities.find((c) => c.id !== defaultCity.id);
      if (!other) throw new Error('the seed has one city only: this test needs two');
      const otherCity = await page('/', { cookie: `quiz_city=${other.id}`, 'if-none-match': etag });
      expect(otherCity.statusCode).toBe(200);
      expect(otherCity.headers.etag).not.toBe(etag);

      // a page of something that does not exist keeps its 404 when it comes from the store
      useEvents('1.0.0');
      for (let round = 0; round < 2; round += 1)
        expect((await page('/event/999999', { 'accept-encoding': 'br' })).statusCode).toBe(404);
    });

    it('renders every time with SSR_CACHE_MS=0', async () => {
      const counter = path.join(root, 'renders-off');
      release('mf-events', '4.2.0-counting', countingBundle(counter));
      useEvents('4.2.0-counting');
      process.env.SSR_CACHE_MS = '0';
      await page('/');
      await page('/');
      expect(renders(counter)).toBe(2);
    });

    it('never keeps a failed render: the plain page, then the rendered one once the render works', async () => {
      const counter = path.join(root, 'renders-flaky');
      const flag = path.join(root, 'render-fails');
      fs.writeFileSync(flag, '1');
      release(
        'mf-events',
        '4.3.0-flaky',
        `
var fs = require('node:fs');
exports.render = async function () {
  fs.appendFileSync(${JSON.stringify(counter)}, 'render\\n');
  if (fs.existsSync(${JSON.stringify(flag)})) throw new Error('not yet');
  return { html: '<h1>Заработало</h1>', data: null };
};
`,
      );
      useEvents('4.3.0-flaky');
      expectPlain((await page('/')).body);
      fs.rmSync(flag);
      const res = await page('/');
      expect(res.body).toContain('<h1>Заработало</h1>');
      expect(renders(counter)).toBe(2);
    });
  });

  it('sends the plain page without the shell bundle, and renders again once it is back', async () => {
    const shellBundle = path.join(root, 'shell', 'dist', '.server', 'ssr.js');
    fs.rmSync(shellBundle);
    try {
      expectPlain((await page('/')).body);
    } finally {
      write(shellBundle, SHELL_BUNDLE);
      touch(shellBundle);
    }
    expect((await page('/')).body).toContain('<nav>Квиз: ');
  });
});
