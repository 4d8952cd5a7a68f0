// `pnpm bench`: performance figures of the production build.
// Builds what changed, starts the production server on a free port with a fresh temporary database,
// opens `/` and each remote's first route in Chromium (/usr/bin/chromium, a fresh context per route:
// cold cache, no service worker) and prints, per route:
//   - JS gzip bytes: every JS file the page loaded, fetched again with `Accept-Encoding: gzip` and
//     measured as the encoded body (the server precompresses; if it answered uncompressed, the file is
//     gzipped here at level 9 and marked "*"). Chromium itself is offered brotli; that transfer size
//     (`request.sizes().responseBodySize`) is printed as "JS transferred".
//   - JS requests: responses of resource type script (or a .js URL).
//   - copies of each shared singleton loaded at runtime: the federation share scope
//     (`globalThis.__FEDERATION__.__SHARE__`, every instance and scope), entries marked `loaded`,
//     de-duplicated by the module object their `lib()` returns;
//   - copies of the federation runtime: loaded JS files whose body contains the runtime core's global
//     marker `__GLOBAL_LOADING_REMOTE_ENTRY__` (bundled once per runtime copy), plus the number of
//     federation instances (one per app on the page, all sharing that runtime).
// Also the venue embed: the demo venue page (another origin, no React; start.mjs --demo-port) with the
// preorder embedded by mf-preorder's `embed.js`, against its goal (≤ 100 KB gzip JS), and the site's
// own preorder route for the same event and team.
// Stage `lighthouse` (lib/bench-web.mjs): Lighthouse 12 mobile defaults, median of 3 cold runs for `/`,
// `/event/{first upcoming}` and `/games`: performance, accessibility, FCP, LCP, TBT, CLS, JS bytes.
// Stage `api` (lib/bench-web.mjs): autocannon, 200 connections × 10 s, `accept-encoding: br, gzip` as a
// browser sends it, the static `/remotes.json`, `GET /api/landing_feed`, the server-rendered `/` and
// `/event/{first upcoming}` alternating in the same run; each one's throughput as a share of the static
// file's.
// The server runs with RATE_LIMIT_FACTOR=100000 (one address makes every request here, as in e2e).
// Stage `tasks` (lib/bench-tasks.mjs): the main thread of a cold load of `/` and `/event/{first upcoming}`
// from a Chromium trace at 1× and 4× CPU: the longest task, the tasks over 50 ms, their blocking time and
// what the longest one evaluated (goal: no task over 50 ms at 1× on `/`).
// Stage `burst` (lib/bench-burst.mjs, only with --only=…burst): a registration burst through nginx on
// `pnpm cluster` with 1 then 2 replicas on PostgreSQL: throughput, p50/p95/p99, errors, over-capacity.
// The Lighthouse stage also runs logged in (lib/bench-logged-in.mjs): `/cabinet`, `/my_teams`, a team's
// preorder page, `/sitting/{id}` and `/organizer/event/{id}/scores` with a seeded player's `quiz_token` from a real login; goal
// performance ≥ 90 and accessibility 100. Stage `inp` (lib/bench-logged-in.mjs): Playwright at 4× CPU
// slowdown with web-vitals' onINP for the registration window (open, choose a team, submit) and the
// preorder cart (open a product, add to cart), a score on the scoring screen and a check-in on the door
// list; goal ≤ 200 ms each. The event page has its own JS goal
// (≤ 200 KB gzip in ≤ 10 requests, logged out). The load average at the end is printed and saved:
// Lighthouse and INP figures of a busy machine are read with it.
// Also writes packages/scripts/.bench/results.json (gitignored).
//
// Flags: --no-install · --no-build · --port N · --json (print the JSON too) ·
//        --only=js,tasks,lighthouse,api,inp,burst (stages; default all but burst)
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { burstStage, printBurst } from './lib/bench-burst.mjs';
import { inpStage, loggedInRoutes, printInp, serviceLogin } from './lib/bench-logged-in.mjs';
import { printTasks, tasksStage } from './lib/bench-tasks.mjs';
import { apiStage, lighthouseStage, printApi, printLighthouse } from './lib/bench-web.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, shareScopeCopies } from './lib/browser.mjs';
import {
  bold,
  envFlag,
  freePort,
  green,
  log,
  parseArgs,
  REMOTES,
  ROOT,
  red,
  SCRIPTS_DIR,
  seconds,
} from './lib/common.mjs';
import { startServer } from './start.mjs';

const SINGLETONS = ['react', 'react-dom', '@quiz/bus', '@emotion/react'];
const RUNTIME_MARKER = '__GLOBAL_LOADING_REMOTE_ENTRY__';
const TARGET = { route: '/', maxGzipBytes: 120 * 1024, maxRequests: 8 };
const EVENT_TARGET = { maxGzipBytes: 200 * 1024, maxRequests: 10 };
const LOGGED_IN_TARGET = { performance: 90, accessibility: 100 };
const EMBED_TARGET = { maxGzipBytes: 100 * 1024 };

/** The first route of each remote (ARCHITECTURE.md); `/` is also mf_events' first route. */
const ROUTES = [
  { path: '/', remote: 'mf_events' },
  { path: '/cabinet', remote: 'mf_teams', login: true },
  // the preorder route of the demo venue's event and team: filled in from the demo page (main)
  { path: 'PREORDER', remote: 'mf_preorder' },
  { path: '/theme_vote', remote: 'mf_reviews', login: true },
  { path: '/game_results', remote: 'mf_seating' },
];

const unmeasured = REMOTES.filter((r) => !ROUTES.some((route) => route.remote === r.name));
if (unmeasured.length > 0) throw new Error(`bench: no route for ${unmeasured.map((r) => r.name).join(', ')}`);

/** GET `url` with Accept-Encoding: gzip; resolves `{ bytes, encoding, body }` (raw encoded bytes). */
function fetchGzip(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'] ?? 'identity';
          const body = encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          const bytes = encoding === 'gzip' ? raw.length : zlib.gzipSync(raw, { level: 9 }).length;
          resolve({ bytes, encoding, body: body.toString('utf8') });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Logs the context in as a new player through the service (lib/bench-logged-in.mjs); false on failure. */
async function tryLogin(context, baseUrl) {
  const player = await serviceLogin(baseUrl).catch(() => null);
  if (!player) return false;
  await context.addCookies([{ name: 'quiz_token', value: player.token, url: baseUrl, sameSite: 'Lax' }]);
  return true;
}

async function measure(browser, baseUrl, route) {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'ru-RU' });
  const loggedIn = route.login ? await tryLogin(context, baseUrl) : true;
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (res) => {
    const req = res.request();
    const url = res.url();
    if (req.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(url).pathname)) {
      scripts.push({
        url,
        status: res.status(),
        served: res.headers()['content-encoding'] ?? 'identity',
        req,
      });
    }
  });
  const t0 = Date.now();
  await page.goto(`${route.embed ? route.origin : baseUrl}${route.path}`, { waitUntil: 'networkidle' });
  const slot = route.embed
    ? page.locator('[data-quiz-preorder]').getByRole('heading', { name: 'Предзаказ' })
    : page.locator(`[data-remote="${route.remote}"]`);
  const mounted = await slot
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  const pageHasReact = route.embed
    ? await page.evaluate(() => 'React' in window || 'ReactDOM' in window).catch(() => null)
    : null;
  await page.waitForLoadState('networkidle');
  const loadMs = Date.now() - t0;
  const runtime = await page.evaluate(shareScopeCopies, SINGLETONS);
  const finalPath = new URL(page.url()).pathname;

  let gzipBytes = 0;
  let transferred = 0;
  let computed = false;
  let runtimeCopies = 0;
  const files = [];
  for (const s of scripts) {
    const sizes = await s.req.sizes().catch(() => null);
    transferred += sizes?.responseBodySize ?? 0;
    const { bytes, encoding, body } = await fetchGzip(s.url);
    if (encoding !== 'gzip') computed = true;
    gzipBytes += bytes;
    if (body.includes(RUNTIME_MARKER)) runtimeCopies += 1;
    files.push({
      url: new URL(s.url).pathname,
      status: s.status,
      gzipBytes: bytes,
      gzipFromServer: encoding === 'gzip',
      servedToChromium: s.served,
      transferredBytes: sizes?.responseBodySize ?? null,
    });
  }
  await context.close();
  return {
    route: route.embed ? `${route.origin}${route.path} (embed)` : route.path,
    remote: route.remote,
    ...(route.embed ? { pageHasReact } : {}),
    finalPath,
    mounted,
    loggedIn,
    note: route.login ? (loggedIn ? 'logged in' : 'login failed: measured the logged-out redirect') : '',
    loadMs,
    jsRequests: scripts.length,
    jsGzipBytes: gzipBytes,
    jsGzipComputed: computed,
    jsTransferredBytes: transferred,
    singletons: Object.fromEntries(SINGLETONS.map((n) => [n, runtime.shared[n]?.copies ?? 0])),
    federationRuntimeCopies: runtimeCopies,
    federationInstances: runtime.instances,
    files,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(rows) {
  const header = [
    'route',
    'remote',
    'JS gzip',
    'JS transferred',
    'JS req',
    ...SINGLETONS,
    'MF runtime',
    'note',
  ];
  const body = rows.map((r) => [
    r.route + (r.finalPath !== r.route && !r.route.endsWith('(embed)') ? ` → ${r.finalPath}` : ''),
    `${r.remote}${r.mounted ? '' : ' (not mounted)'}`,
    kb(r.jsGzipBytes) + (r.jsGzipComputed ? '*' : ''),
    kb(r.jsTransferredBytes),
    String(r.jsRequests),
    ...SINGLETONS.map((n) => String(r.singletons[n])),
    `${r.federationRuntimeCopies} (${r.federationInstances.length} inst.)`,
    r.note,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  process.stdout.write(`\n${bold(line(header))}\n`);
  for (const row of body) process.stdout.write(`${line(row)}\n`);
  process.stdout.write(
    '\nsingleton columns: copies loaded at runtime (federation share scope); * = gzipped locally\n',
  );
}

async function main() {
  const started = Date.now();
  const args = parseArgs(process.argv.slice(2));
  if (args.install !== false && !envFlag('QUIZ_SKIP_INSTALL')) {
    const { ensure } = await import('./ensure.mjs');
    await ensure();
  }
  if (args.build !== false && !envFlag('QUIZ_SKIP_BUILD')) {
    const { build } = await import('./build.mjs');
    if ((await build()).some((r) => !r.ok)) throw new Error('build failed');
  }
  const stages = new Set(String(args.only ?? 'js,tasks,lighthouse,api,inp').split(','));
  // the machine's load when the figures were taken: Lighthouse and INP depend on it
  const loadAverage = os.loadavg().map((n) => Number(n.toFixed(2)));
  const outDir = path.join(SCRIPTS_DIR, '.bench');
  if (stages.has('burst')) {
    const burst = await burstStage();
    printBurst(burst);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'burst.json'),
      `${JSON.stringify({ date: new Date().toISOString(), ...burst }, null, 2)}\n`,
    );
    log(`written packages/scripts/.bench/burst.json (${seconds(Date.now() - started)})`);
    if (!['js', 'tasks', 'lighthouse', 'api', 'inp'].some((stage) => stages.has(stage))) return;
  }
  const port = await freePort(args.port ? Number(args.port) : undefined);
  log(`starting the production server on port ${port} with a fresh database…`);
  const demoPort = await freePort();
  const server = await startServer({
    port,
    demoPort,
    freshDb: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { RATE_LIMIT_FACTOR: '100000' },
  });
  const demoHtml = await fetch(`${server.demoUrl}/`).then((r) => r.text());
  const attr = (name) => new RegExp(`data-${name}="([^"]*)"`).exec(demoHtml)?.[1];
  const preorderPath = `/event/${attr('event')}/team/${attr('team')}/preorder`;
  for (const r of ROUTES) if (r.path === 'PREORDER') r.path = preorderPath;
  const feed = await fetch(`${server.url}/api/landing_feed`).then((r) => r.json());
  const eventId = feed.events?.[0]?.id;
  // the event page logged out, as a visitor from a shared link opens it (its own target, EVENT_TARGET)
  if (eventId) ROUTES.splice(1, 0, { path: `/event/${eventId}`, remote: 'mf_events' });
  ROUTES.push({ path: '/', remote: 'mf_preorder', embed: true, origin: server.demoUrl });
  const require = createRequire(path.join(ROOT, 'e2e/package.json'));
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const rows = [];
  let lighthouse = null;
  let api = null;
  let inp = null;
  let tasks = null;
  try {
    if (stages.has('js')) {
      for (const route of ROUTES) {
        log(`measuring ${route.path}…`);
        rows.push(await measure(browser, server.url, route));
      }
    }
    if (stages.has('tasks')) {
      tasks = await tasksStage(browser, server.url, ['/', ...(eventId ? [`/event/${eventId}`] : [])], log);
    }
    await browser.close();
    if (stages.has('lighthouse')) {
      const paths = ['/', ...(eventId ? [`/event/${eventId}`] : []), '/games'];
      const { routes: behindLogin } = await loggedInRoutes(server.url);
      lighthouse = await lighthouseStage(server.url, [...paths, ...behindLogin]);
    }
    if (stages.has('api')) api = await apiStage(server.url, eventId ? `/event/${eventId}` : null);
    if (stages.has('inp')) inp = await inpStage(server.url);
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
  }
  if (rows.length > 0) printTable(rows);
  if (tasks) printTasks(tasks, { bold });
  if (lighthouse) printLighthouse(lighthouse);
  if (api) printApi(api);
  if (inp) printInp(inp);
  process.stdout.write(`load average when measured (1, 5, 15 min): ${loadAverage.join(', ')}\n`);
  const home = rows.find((r) => r.route === TARGET.route);
  const verdicts = [];
  if (home) {
    const okBytes = home.jsGzipBytes <= TARGET.maxGzipBytes;
    const okReq = home.jsRequests <= TARGET.maxRequests;
    const okCopies =
      Object.values(home.singletons).every((n) => n === 1) && home.federationRuntimeCopies === 1;
    verdicts.push(
      `target for /: ≤ ${kb(TARGET.maxGzipBytes)} gzip JS ${okBytes ? green('met') : red('MISSED')} (${kb(home.jsGzipBytes)}), ` +
        `≤ ${TARGET.maxRequests} JS requests ${okReq ? green('met') : red('MISSED')} (${home.jsRequests}), ` +
        `one copy of everything shared ${okCopies ? green('met') : red('MISSED')}`,
    );
  }
  const eventRow = rows.find((r) => r.route.startsWith('/event/'));
  if (eventRow) {
    const okBytes = eventRow.jsGzipBytes <= EVENT_TARGET.maxGzipBytes;
    const okReq = eventRow.jsRequests <= EVENT_TARGET.maxRequests;
    verdicts.push(
      `target for ${eventRow.route}: ≤ ${kb(EVENT_TARGET.maxGzipBytes)} gzip JS ${okBytes ? green('met') : red('MISSED')} (${kb(eventRow.jsGzipBytes)}), ` +
        `≤ ${EVENT_TARGET.maxRequests} JS requests ${okReq ? green('met') : red('MISSED')} (${eventRow.jsRequests})`,
    );
  }
  for (const r of lighthouse?.filter((row) => row.loggedIn) ?? []) {
    const ok =
      r.performance >= LOGGED_IN_TARGET.performance && r.accessibility >= LOGGED_IN_TARGET.accessibility;
    verdicts.push(
      `logged in ${r.route}: performance ≥ ${LOGGED_IN_TARGET.performance} and accessibility ${LOGGED_IN_TARGET.accessibility} ${ok ? green('met') : red('MISSED')} (${r.performance}, ${r.accessibility})`,
    );
  }
  const homeTasks = tasks?.find((r) => r.route === '/' && r.slowdown === 1);
  if (homeTasks) {
    const ok = homeTasks.longTasks === 0;
    verdicts.push(
      `main thread of / at 1×: no task over 50 ms ${ok ? green('met') : red('MISSED')} (longest ${homeTasks.longestMs} ms wall, ${homeTasks.longTasks} over 50 ms; the most main-thread CPU of one task ${homeTasks.longestCpuMs} ms)`,
    );
  }
  const embed = rows.find((r) => r.route.endsWith('(embed)'));
  if (embed) {
    const ok = embed.mounted && embed.jsGzipBytes <= EMBED_TARGET.maxGzipBytes;
    verdicts.push(
      `venue embed (page without React: ${embed.pageHasReact === false ? 'yes' : 'no'}): ≤ ${kb(EMBED_TARGET.maxGzipBytes)} gzip JS ${ok ? green('met') : red('MISSED')} (${kb(embed.jsGzipBytes)} in ${embed.jsRequests} JS requests${embed.mounted ? '' : ', not mounted'})`,
    );
  }
  for (const v of verdicts) process.stdout.write(`${v}\n`);
  mkdirSync(outDir, { recursive: true });
  const result = {
    date: new Date().toISOString(),
    target: TARGET,
    eventTarget: EVENT_TARGET,
    embedTarget: EMBED_TARGET,
    routes: rows,
    loadAverage,
    tasks,
    lighthouse,
    api,
    inp,
  };
  writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (args.json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  log(`written packages/scripts/.bench/results.json (${seconds(Date.now() - started)})`);
}

main().catch((err) => {
  console.error(red(err instanceof Error ? (err.stack ?? err.message) : String(err)));
  process.exit(1);
});
