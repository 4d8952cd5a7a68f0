// The Lighthouse and API stages of `pnpm bench`. Lighthouse, chrome-launcher and autocannon
// are installed in e2e/ (like Playwright) and resolved from there, so these scripts stay dependency-free.
//
// Lighthouse stage: Lighthouse 12 (programmatic API), its default config (= mobile: Moto G Power
// viewport, simulated slow 4G and 4× CPU slowdown), Debian Chromium (CHROMIUM_PATH, CHROMIUM_ARGS),
// a NEW Chromium with a fresh profile per run (cold cache), RUNS runs per route; each figure printed is
// the median of the runs. JS bytes = the transfer size of the page's scripts (`resource-summary`).
//
// API stage: autocannon (200 connections, 10 s per load, no Accept-Encoding) against the static
// `/remotes.json`, `GET /api/landing_feed` and the server-rendered `/` of the same server process, alternating (static, feed, page,
// static, feed: a busy shared machine changes speed over a minute) after a 3 s warm-up of each; prints each URL's mean requests/s
// over its rounds, the worst p99 latency, the non-2xx and error counts and landing_feed's share of the
// static file's throughput.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';
import { bold, green, log, ROOT, red } from './common.mjs';

export const LIGHTHOUSE_RUNS = 3;
const RUN_ATTEMPTS = 3;
export const API_LOAD = { connections: 200, durationS: 10, rounds: 2 };

const e2eRequire = createRequire(path.join(ROOT, 'e2e/package.json'));

/** ESM import of a package installed in e2e/ (or of a dependency of one, via `from`). */
async function importFrom(req, name) {
  return import(pathToFileURL(req.resolve(name)).href);
}

const median = (values) => {
  const nums = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (nums.length === 0) return null;
  const mid = Math.floor(nums.length / 2);
  return nums.length % 2 ? nums[mid] : (nums[mid - 1] + nums[mid]) / 2;
};

/**
 * The player's session in the browser Lighthouse drives, as his own browser has it after a login: the
 * `quiz_token` cookie in the browser's cookie store, so the page's own script reads it too (a Cookie
 * header added to requests reaches the server only: the page then thought nobody was logged in and
 * went to /login). Set over the DevTools protocol (Playwright's connectOverCDP) before Lighthouse opens
 * the page; Lighthouse leaves cookies alone when it resets storage.
 */
async function setSessionCookie(port, url, token) {
  const { chromium } = e2eRequire('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('no browser context to put the session cookie in');
    await context.addCookies([{ name: 'quiz_token', value: token, url: new URL(url).origin }]);
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run in a fresh Chromium: the figures of one page load. */
async function lighthouseOnce(lighthouse, chromeLauncher, url, token) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.map((a) => (a === '--headless' ? '--headless=new' : a)),
    logLevel: 'silent',
  });
  try {
    if (token) await setSessionCookie(chrome.port, url, token);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      locale: 'en-US',
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // a screen that sent the browser elsewhere (the login page) was not the one measured
    const shown = new URL(lhr.finalDisplayedUrl);
    if (shown.pathname !== new URL(url).pathname)
      throw new Error(`${url} ended on ${shown.pathname}${shown.search}: not measured`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const scripts = (lhr.audits['resource-summary']?.details?.items ?? []).find(
      (i) => i.resourceType === 'script',
    );
    const failedA11y = Object.values(lhr.audits)
      .filter(
        (a) =>
          lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score === 0,
      )
      .map((a) => a.id);
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsBytes: scripts?.transferSize ?? null,
      jsRequests: scripts?.requestCount ?? null,
      failedA11y,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse for each route, `runs` times; returns one row per route with the medians and the
 * individual runs.
 * @param {string} baseUrl
 * @param {Array<string | { path: string, token: string, who: string }>} routes logged out, or with the
 *   `quiz_token` of `who` (lib/bench-logged-in.mjs)
 */
export async function lighthouseStage(baseUrl, routes, runs = LIGHTHOUSE_RUNS) {
  const { default: lighthouse } = await importFrom(e2eRequire, 'lighthouse');
  const lhRequire = createRequire(e2eRequire.resolve('lighthouse'));
  const chromeLauncher = await importFrom(lhRequire, 'chrome-launcher');
  const rows = [];
  for (const entry of routes) {
    const { path: route, token, who } = typeof entry === 'string' ? { path: entry } : entry;
    const all = [];
    for (let i = 0; i < runs; i++) {
      log(`lighthouse ${route} (run ${i + 1}/${runs})…`);
      // a run that fails is made again (up to RUN_ATTEMPTS in all), so a median stays one of `runs`:
      // Lighthouse 12 with this Chromium now and then loses the trace's start (NO_NAVSTART)
      for (let attempt = 1; attempt <= RUN_ATTEMPTS; attempt++) {
        try {
          all.push(await lighthouseOnce(lighthouse, chromeLauncher, `${baseUrl}${route}`, token));
          break;
        } catch (err) {
          const reason = err instanceof Error ? err.message : String(err);
          log(red(`lighthouse ${route} failed (attempt ${attempt}/${RUN_ATTEMPTS}): ${reason}`));
        }
      }
    }
    const m = (k) => median(all.map((r) => r[k]));
    rows.push({
      route: who ? `${route} (${who})` : route,
      loggedIn: Boolean(token),
      runs: all.length,
      performance: m('performance'),
      accessibility: m('accessibility'),
      fcpMs: m('fcpMs'),
      lcpMs: m('lcpMs'),
      tbtMs: m('tbtMs'),
      cls: m('cls'),
      jsBytes: m('jsBytes'),
      jsRequests: m('jsRequests'),
      failedA11y: [...new Set(all.flatMap((r) => r.failedA11y))],
      all,
    });
  }
  return rows;
}

const fmt = {
  s: (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(2)} s`),
  ms: (ms) => (ms == null ? '–' : `${Math.round(ms)} ms`),
  cls: (v) => (v == null ? '–' : v.toFixed(3)),
  kb: (b) => (b == null ? '–' : `${(b / 1024).toFixed(1)} KB`),
  n: (v) => (v == null ? '–' : String(v)),
};

function printRows(header, body) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  process.stdout.write(`\n${bold(line(header))}\n`);
  for (const row of body) process.stdout.write(`${line(row)}\n`);
}

export function printLighthouse(rows) {
  printRows(
    ['route', 'runs', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transfer / req'],
    rows.map((r) => [
      r.route,
      String(r.runs),
      fmt.n(r.performance),
      fmt.n(r.accessibility),
      fmt.s(r.fcpMs),
      fmt.s(r.lcpMs),
      fmt.ms(r.tbtMs),
      fmt.cls(r.cls),
      `${fmt.kb(r.jsBytes)} / ${fmt.n(r.jsRequests)}`,
    ]),
  );
  process.stdout.write(
    `Lighthouse 12 mobile defaults, median of ${LIGHTHOUSE_RUNS} cold runs` +
      `${rows.some((r) => r.failedA11y.length) ? `; failed accessibility audits: ${rows.map((r) => `${r.route} ${r.failedA11y.join(', ') || 'none'}`).join('; ')}` : ''}\n`,
  );
}

/** One autocannon load of `url` (`durationS` seconds). */
async function load(autocannon, url, durationS = API_LOAD.durationS) {
  const result = await autocannon({
    url,
    connections: API_LOAD.connections,
    duration: durationS,
    // as a browser asks: a server that compresses sends fewer bytes
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    url: new URL(url).pathname,
    requestsPerS: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/**
 * The static registry, `landing_feed`, the server-rendered home page and an event page (`eventPath`,
 * when given), alternating, under the same load in the same server.
 */
export async function apiStage(baseUrl, eventPath = null) {
  const { default: autocannon } = await importFrom(e2eRequire, 'autocannon');
  const runs = { static: [], landingFeed: [], page: [], eventPage: [] };
  const urls = [
    ['static', '/remotes.json'],
    ['landingFeed', '/api/landing_feed'],
    ['page', '/'],
    ...(eventPath ? [['eventPage', eventPath]] : []),
  ];
  log('API load: 3 s warm-up of each URL (not counted)…');
  for (const [, url] of urls) await load(autocannon, `${baseUrl}${url}`, 3);
  for (let round = 1; round <= API_LOAD.rounds; round++) {
    for (const [key, url] of urls) {
      log(
        `API load ${round}/${API_LOAD.rounds}: ${url} (${API_LOAD.connections} connections, ${API_LOAD.durationS} s)…`,
      );
      runs[key].push(await load(autocannon, `${baseUrl}${url}`));
    }
  }
  const merge = (all) => ({
    url: all[0].url,
    requestsPerS: all.reduce((sum, r) => sum + r.requestsPerS, 0) / all.length,
    p99Ms: Math.max(...all.map((r) => r.p99Ms)),
    non2xx: all.reduce((sum, r) => sum + r.non2xx, 0),
    errors: all.reduce((sum, r) => sum + r.errors, 0),
    total: all.reduce((sum, r) => sum + r.total, 0),
    rounds: all,
  });
  const staticFile = merge(runs.static);
  const feed = merge(runs.landingFeed);
  return {
    static: staticFile,
    landingFeed: feed,
    page: merge(runs.page),
    eventPage: runs.eventPage.length > 0 ? merge(runs.eventPage) : null,
    share: feed.requestsPerS / staticFile.requestsPerS,
  };
}

export function printApi(api) {
  printRows(
    ['URL', 'requests/s', 'p99', 'non-2xx', 'errors'],
    [
      api.static,
      api.landingFeed,
      ...(api.page ? [api.page] : []),
      ...(api.eventPage ? [api.eventPage] : []),
    ].map((r) => [r.url, r.requestsPerS.toFixed(0), `${r.p99Ms} ms`, String(r.non2xx), String(r.errors)]),
  );
  const pct = (api.share * 100).toFixed(1);
  process.stdout.write(
    `landing_feed throughput = ${pct} % of the static file's (goal ≥ 50 %: ${api.share >= 0.5 && api.landingFeed.non2xx === 0 ? green('met') : red('MISSED')})` +
      `${api.page ? `; the server-rendered / = ${((api.page.requestsPerS / api.static.requestsPerS) * 100).toFixed(1)} %` : ''}` +
      `${api.eventPage ? `; ${api.eventPage.url} = ${((api.eventPage.requestsPerS / api.static.requestsPerS) * 100).toFixed(1)} %` : ''}\n`,
  );
}
