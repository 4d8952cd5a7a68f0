// The logged-in stages of `pnpm bench`: Lighthouse behind a login, and the interaction stage (INP).
//
// Login: a real login through the service, as a player does it (POST /api/create_user/ → the code from
// the dev outbox, which answers on loopback only → POST /api/validate/): lib/dev-login.mjs, as e2e does.
// The seeded players: 79990000002 (the demo player: teams, past games), 79990000011 (Мария, whose team
// «Совы не то, чем кажутся» is registered on the first game with an open preorder), and the organizer
// 79990000001 (the seating `/sitting/{id}` is his screen).
//
// Lighthouse logged in (`loggedInRoutes`): `/cabinet`, `/my_teams`, the team's preorder page and
// `/sitting/{id}` and the organizer's scoring screen `/organizer/event/{id}/scores` of the first upcoming
// game, each with its player's `quiz_token` cookie in the browser Lighthouse drives (set over CDP).
//
// Interaction stage (`--only=inp`, `inpStage`): Playwright in Chromium with the CPU slowed down 4×
// (CDP `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile preset), a phone-sized viewport, the
// web-vitals library (e2e/node_modules/web-vitals, attribution build) injected before the page's own
// scripts with `onINP(…, { reportAllChanges: true })`. Each interaction is one step; its figure is the
// largest INP value web-vitals reported during the step (the interaction's latency: input delay +
// processing + the next paint), or, when the page's INP did not grow, the step's own longest
// interaction from the same Event Timing entries (`durationThreshold: 16`); printed with web-vitals'
// attribution (input delay / processing / presentation delay). Steps:
//   - the registration window: a new player with a new team opens `/event/{id}`, clicks
//     «Зарегистрироваться» (the window opens), chooses the team, submits (the team's page opens);
//   - the cart: Мария on her team's preorder page opens a product and clicks «В корзину»;
//   - a score: the game's sheet is first made a full hall (FULL_HALL_TOURS tours, FULL_HALL_TEAMS
//     checked-in teams: walk-ins at the door), then the organizer types a score into the first round's cell of the first team on the
//     scoring screen of the first upcoming game (one step: the keystroke), and leaves it with Tab (a step:
//     the save);
//   - a check-in: the organizer, on the door list («Кто придёт») of the same game, clicks the first
//     team's «Отметить: пришла» until it shows «Пришла ✓» (the toggle and the save).
// The goal is INP ≤ 200 ms for each.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';
import { bold, green, log, ROOT, red } from './common.mjs';
import { devLogin } from './dev-login.mjs';

export const DEMO_PLAYER = '79990000002';
export const MARIA = '79990000011';
export const ORGANIZER = '79990000001';
export const INP_GOAL_MS = 200;

/**
 * Logs a player in through the service (lib/dev-login.mjs) and returns `{ phone, token }` (null when a
 * step fails): a new phone unless `phone` is given; waits out the resend timer of a phone that asked a
 * moment ago.
 */
export async function serviceLogin(baseUrl, { phone, name = 'Замер Скорости' } = {}) {
  return devLogin(baseUrl, { phone, name }).catch(() => null);
}

async function getJson(baseUrl, url, token) {
  const res = await fetch(`${baseUrl}${url}`, token ? { headers: { authorization: `Token ${token}` } } : {});
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

/** Мария's team and the first game with an open preorder (e2e/tests/preorder.spec.ts demoTeam). */
async function preorderPath(baseUrl, token) {
  const user = await getJson(baseUrl, '/api/user_detail/', token);
  const feed = await getJson(baseUrl, '/api/landing_feed');
  const open = feed.events.filter((e) => e.is_preorder_opened).sort((a, b) => a.date.localeCompare(b.date));
  if (!open[0] || !user.teams[0]) return null;
  return `/event/${open[0].id}/team/${user.teams[0]}/preorder`;
}

/**
 * The logged-in screens and whose cookie opens each: `[{ path, token, who }]`.
 * @param {string} baseUrl
 */
export async function loggedInRoutes(baseUrl) {
  const demo = await serviceLogin(baseUrl, { phone: DEMO_PLAYER, name: 'Алексей' });
  const maria = await serviceLogin(baseUrl, { phone: MARIA, name: 'Мария' });
  const organizer = await serviceLogin(baseUrl, { phone: ORGANIZER, name: 'Ольга' });
  if (!demo || !maria || !organizer) throw new Error('bench: the login through the service failed');
  const feed = await getJson(baseUrl, '/api/landing_feed');
  const routes = [
    { path: '/cabinet', token: demo.token, who: 'demo player' },
    { path: '/my_teams', token: demo.token, who: 'demo player' },
  ];
  const preorder = await preorderPath(baseUrl, maria.token);
  if (preorder) routes.push({ path: preorder, token: maria.token, who: 'Мария' });
  if (feed.events[0]) {
    routes.push({ path: `/sitting/${feed.events[0].id}`, token: organizer.token, who: 'organizer' });
    routes.push({ path: scoresPath(feed.events[0].id), token: organizer.token, who: 'organizer' });
  }
  return { routes };
}

/** The organizer's scoring screen of a game (mf_seating). */
const scoresPath = (eventId) => `/organizer/event/${eventId}/scores`;

/** An upcoming published game without an external registration that has team places. */
async function openEvent(baseUrl) {
  const future = await getJson(baseUrl, '/api/games/future/');
  for (const e of future) {
    if (e.workflow_state !== 'published' || e.reg_url || e.united) continue;
    const teams = await getJson(baseUrl, `/api/event/${e.id}/team`);
    if (teams.free_places === null || teams.free_places > 2) return e.id;
  }
  return null;
}

/** Runs in the page before its scripts: web-vitals' onINP and the Event Timing entries, recorded. */
function recorderScript(webVitalsIife) {
  return `${webVitalsIife}
window.__inp = [];
window.__interactions = [];
webVitals.onINP((m) => { const a = m.attribution || {}; window.__inp.push({ value: m.value, target: a.interactionTarget, phases: [a.inputDelay, a.processingDuration, a.presentationDelay].map((n) => Math.round(n || 0)) }); }, { reportAllChanges: true });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (e.interactionId) window.__interactions.push({ id: e.interactionId, name: e.name, duration: e.duration });
}).observe({ type: 'event', durationThreshold: 16, buffered: true });`;
}

/** One step: runs `act`, waits for the next paints, returns the step's INP figure. */
async function step(page, name, act) {
  const [inpBefore, eventsBefore] = await page.evaluate(() => [
    window.__inp.length,
    window.__interactions.length,
  ]);
  await act();
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
  const { reports, events } = await page.evaluate(
    ([a, b]) => ({ reports: window.__inp.slice(a), events: window.__interactions.slice(b) }),
    [inpBefore, eventsBefore],
  );
  const reported = reports.length > 0 ? Math.max(...reports.map((r) => r.value)) : null;
  const longest = events.length > 0 ? Math.max(...events.map((e) => e.duration)) : null;
  const inp = reported ?? longest;
  const last = reports.at(-1);
  // web-vitals' attribution: input delay / processing / presentation delay, in ms
  const target = last ? `${last.target} (${last.phases.join(' / ')} ms)` : (events.at(-1)?.name ?? '');
  log(`inp ${name}: ${inp == null ? '–' : `${Math.round(inp)} ms`} ${target}`);
  return { name, inpMs: inp, fromWebVitals: reported !== null, target };
}

async function throttledPage(browser, baseUrl, token, webVitals) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    locale: 'ru-RU',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: 'quiz_token', value: token, url: baseUrl, sameSite: 'Lax' }]);
  await context.addInitScript({ content: recorderScript(webVitals) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/**
 * Opens a screen and waits until it is live: a server-rendered slot is marked once its remote has mounted
 * (@quiz/federation's early-input). Before that, a click or typing is held and made again later, so an
 * interaction measured then would be the hold's, not the screen's.
 */
async function openLive(page, url, waitUntil) {
  await page.goto(url, { waitUntil });
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-ssr-slot]') || document.querySelector('[data-ssr-slot][data-ssr-live]'),
    undefined,
    { timeout: 30_000 },
  );
}

async function registrationSteps(browser, baseUrl, webVitals) {
  const eventId = await openEvent(baseUrl);
  const player = await serviceLogin(baseUrl, { name: 'Капитан Замера' });
  if (!eventId || !player) throw new Error('bench inp: no open game or no login');
  const title = `Замер ${player.phone.slice(-6)}`;
  const created = await fetch(`${baseUrl}/api/team/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${player.token}` },
    body: JSON.stringify({ title }),
  });
  if (created.status !== 201) throw new Error(`bench inp: POST /api/team/ ${created.status}`);
  const { context, page } = await throttledPage(browser, baseUrl, player.token, webVitals);
  try {
    await openLive(page, `${baseUrl}/event/${eventId}`, 'networkidle');
    const open = page.getByRole('button', { name: 'Зарегистрироваться' }).first();
    await open.waitFor({ timeout: 30_000 });
    const dialog = page.getByRole('dialog');
    const steps = [];
    steps.push(
      await step(page, 'open the registration window', async () => {
        await open.click();
        await dialog.getByRole('radio', { name: title }).waitFor({ timeout: 30_000 });
      }),
    );
    steps.push(await step(page, 'choose a team', () => dialog.getByRole('radio', { name: title }).check()));
    steps.push(
      await step(page, 'submit the registration', async () => {
        await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
        await page.waitForURL(/\/event_registration/, { timeout: 30_000 });
      }),
    );
    return steps;
  } finally {
    await context.close();
  }
}

async function cartSteps(browser, baseUrl, webVitals, maria) {
  const preorder = await preorderPath(baseUrl, maria.token);
  if (!preorder) throw new Error('bench inp: no open preorder for Мария');
  const { context, page } = await throttledPage(browser, baseUrl, maria.token, webVitals);
  try {
    await openLive(page, `${baseUrl}${preorder}`, 'networkidle');
    const slot = page.locator('[data-remote="mf_preorder"]');
    const open = async (name) => {
      await slot.getByRole('button', { name, exact: true }).click();
    };
    await slot.getByRole('button', { name: 'Кухня', exact: true }).waitFor({ timeout: 30_000 });
    await open('Кухня');
    await open('Горячее');
    const steps = [];
    steps.push(
      await step(page, 'open a product', async () => {
        await open('Паста карбонара');
        await page.getByRole('dialog', { name: 'Паста карбонара' }).waitFor();
      }),
    );
    steps.push(
      await step(page, 'add to cart', async () => {
        const dialog = page.getByRole('dialog', { name: 'Паста карбонара' });
        await dialog.getByRole('button', { name: 'В корзину' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }),
    );
    return steps;
  } finally {
    await context.close();
  }
}

/** A full hall: a real game night scores 20–30 teams over 6–7 tours (the seeded game: a few, 3 tours). */
const FULL_HALL_TEAMS = 30;
const FULL_HALL_TOURS = 7;

async function sendJson(baseUrl, method, url, token, body) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`bench inp: ${method} ${url} answered ${res.status}: ${await res.text()}`);
}

/**
 * Makes the game's score sheet a full hall: `FULL_HALL_TOURS` tours (the console's game form) and
 * `FULL_HALL_TEAMS` checked-in teams, the missing ones walk-ins at the door (new teams, each with a
 * captain's number of its own), as an organizer adds them on the night. Answers the sheet's size.
 */
async function fillTheHall(baseUrl, eventId, token) {
  await sendJson(baseUrl, 'PATCH', `/api/organizer/events/${eventId}/`, token, { tours: FULL_HALL_TOURS });
  const sheet = await getJson(baseUrl, `/api/organizer/events/${eventId}/scores/`, token);
  const stamp = String(Date.now()).slice(-4);
  for (let i = sheet.rows.length; i < FULL_HALL_TEAMS; i += 1) {
    await sendJson(baseUrl, 'POST', `/api/organizer/events/${eventId}/walk_in/`, token, {
      title: `Зал ${stamp} №${i + 1}`,
      captain_phone: `7999${stamp}${String(i).padStart(3, '0')}`,
      players: 4,
      over_limit: true,
    });
  }
  const full = await getJson(baseUrl, `/api/organizer/events/${eventId}/scores/`, token);
  return { teams: full.rows.length, tours: full.tours.length };
}

async function scoreSteps(browser, baseUrl, webVitals) {
  const organizer = await serviceLogin(baseUrl, { phone: ORGANIZER, name: 'Ольга' });
  const feed = await getJson(baseUrl, '/api/landing_feed');
  if (!organizer || !feed.events[0]) throw new Error('bench inp: no organizer login or no game');
  const hall = await fillTheHall(baseUrl, feed.events[0].id, organizer.token);
  const { context, page } = await throttledPage(browser, baseUrl, organizer.token, webVitals);
  try {
    // the scoring screen keeps its live results stream open: the network is never idle there
    await openLive(page, `${baseUrl}${scoresPath(feed.events[0].id)}`, 'load');
    const cell = page.getByRole('textbox', { name: /, тур 1$/ }).first();
    await cell.waitFor({ timeout: 30_000 });
    const sheet = `${hall.teams} teams × ${hall.tours} tours`;
    const key = await step(page, `type a score (${sheet})`, () => cell.click().then(() => cell.press('7')));
    const leave = await step(page, `leave the cell: its save (${sheet})`, () => cell.press('Tab'));
    return [key, leave];
  } finally {
    await context.close();
  }
}

/** The organizer's door list of the first upcoming game («Кто придёт», mf_teams). */
const doorPath = (eventId) => `/organizer/event/${eventId}/teams`;

async function checkInSteps(browser, baseUrl, webVitals) {
  const organizer = await serviceLogin(baseUrl, { phone: ORGANIZER, name: 'Ольга' });
  const feed = await getJson(baseUrl, '/api/landing_feed');
  if (!organizer || !feed.events[0]) throw new Error('bench inp: no organizer login or no game');
  const { context, page } = await throttledPage(browser, baseUrl, organizer.token, webVitals);
  try {
    await openLive(page, `${baseUrl}${doorPath(feed.events[0].id)}`, 'load');
    // the seeded game has teams at the door already: the first one not checked in yet
    const mark = page.getByRole('button', { name: 'Отметить: пришла' });
    const card = page.locator('[data-remote="mf_teams"]').getByRole('article').filter({ has: mark }).first();
    await card.waitFor({ timeout: 30_000 });
    const title = await card.getAttribute('aria-label');
    return [
      await step(page, 'check a team in', async () => {
        await card.getByRole('button', { name: 'Отметить: пришла' }).click();
        // the card was found by its button: once checked in, find it again by its name
        await page
          .getByRole('article', { name: title ?? undefined, exact: true })
          .getByRole('button', { name: 'Пришла ✓' })
          .waitFor({ timeout: 30_000 });
      }),
    ];
  } finally {
    await context.close();
  }
}

/** The interaction stage: `[{ name, inpMs, fromWebVitals, target }]`. */
export async function inpStage(baseUrl) {
  const maria = await serviceLogin(baseUrl, { phone: MARIA, name: 'Мария' });
  if (!maria) throw new Error('bench inp: the login through the service failed');
  const e2eRequire = createRequire(path.join(ROOT, 'e2e/package.json'));
  const { chromium } = e2eRequire('playwright-core');
  // the attribution build's browser bundle (global `webVitals`), beside the package's entry
  const entry = e2eRequire.resolve('web-vitals/attribution');
  const webVitals = readFileSync(path.join(path.dirname(entry), 'web-vitals.attribution.iife.js'), 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const steps = [];
  try {
    for (const run of [
      () => registrationSteps(browser, baseUrl, webVitals),
      () => cartSteps(browser, baseUrl, webVitals, maria),
      () => scoreSteps(browser, baseUrl, webVitals),
      () => checkInSteps(browser, baseUrl, webVitals),
    ]) {
      try {
        steps.push(...(await run()));
      } catch (err) {
        log(red(`inp: ${err instanceof Error ? err.message : String(err)}`));
      }
    }
  } finally {
    await browser.close();
  }
  return steps;
}

export function printInp(steps) {
  process.stdout.write(
    `\n${bold('Interactions (INP, web-vitals onINP, Chromium 4× CPU slowdown, 412×823)')}\n`,
  );
  for (const s of steps) {
    const ok = s.inpMs != null && s.inpMs <= INP_GOAL_MS;
    const figure = s.inpMs == null ? '–' : `${Math.round(s.inpMs)} ms`;
    process.stdout.write(
      `${s.name.padEnd(32)} ${figure.padStart(7)}  ${ok ? green('≤ 200 ms') : red('> 200 ms')}  ${s.target}\n`,
    );
  }
}
