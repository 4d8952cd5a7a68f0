/**
 * Shared helpers for every journey: import `test` and `expect` from here, not from @playwright/test.
 *
 * - Every test collects console errors and uncaught page errors and fails on any of them
 *   (`test.use({ ignoreConsoleErrors: /pattern/ })` to tolerate expected ones, e.g. a blocked remote).
 * - The server under test runs on a fresh temporary SQLite database made for this run
 *   (playwright.config.ts webServer → packages/scripts/start.mjs --fresh-db), seeded with the demo data.
 *   Tests share that one database: create what you change (new team, new user) rather than rely on
 *   another test's leftovers.
 */
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import {
  REMOTE_NAMES,
  type RemoteName,
  ROUTES,
  type RouteDef,
  type RouteName,
} from '../packages/routes/src/index';
import { shareScopeCopies } from '../packages/scripts/lib/browser.mjs';
import {
  type DevLoggedIn,
  devLogin,
  uniquePhone as newPhone,
  codeFromOutbox as outboxCode,
} from '../packages/scripts/lib/dev-login.mjs';
import { account, type Role, stateFile } from './roles';

export { expect };

/** The remotes of the remotes manifest (packages/routes/remotes.json). */
export const REMOTES: readonly RemoteName[] = REMOTE_NAMES;

/** Shared singletons that must load exactly once on every page (ARCHITECTURE.md "Shared modules and version skew"). */
export const SINGLETONS = ['react', 'react-dom', '@quiz/bus'] as const;

interface Fixtures {
  /**
   * Start signed in as this role (roles.ts): the context gets the role's saved browser state. Null
   * (default): logged out, or a journey logs in on its own.
   */
  signedInAs: Role | null;
  /** The account of `signedInAs` (phone, token, name); fails when the test has no role. */
  me: LoggedIn;
  /** Console/page errors matching this are tolerated (one RegExp: test.use treats arrays as tuples). */
  ignoreConsoleErrors: RegExp | null;
  /**
   * `page.goto` / `page.reload` resolve once a server-rendered page is live (default): its app code
   * arrives after the page's `load` (shell/src/boot.ts), and journeys measure and use the live page.
   * Off for journeys that hold a remote back on purpose.
   */
  waitForApp: boolean;
  /** The console and page errors seen so far in this test (checked automatically at the end). */
  consoleErrors: string[];
}

/** A server-rendered page is live: React owns its slot's markup (or the slot is gone: a fallback, a new render). */
export function serverPageIsLive(): boolean {
  const slot = document.querySelector('[data-ssr-slot]');
  if (!slot) return true;
  // the server's markup may start with elements React hoists (image preloads, collected styles)
  const first = Array.from(slot.children).find(
    (child) => !['STYLE', 'LINK', 'META', 'SCRIPT'].includes(child.tagName),
  );
  return !first || Object.keys(first).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Makes `page.goto` and `page.reload` resolve once a server-rendered page's app has taken it over
 * (`serverPageIsLive`), so a click right after a navigation reaches the live app. The fixture's page
 * does it; a page of a context a journey opens itself calls it.
 */
export function waitForAppOnLoad(page: Page): void {
  const live = () =>
    page.waitForFunction(serverPageIsLive, undefined, { timeout: 10_000 }).catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await live();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await live();
    return response;
  };
}

export const test = base.extend<Fixtures>({
  ignoreConsoleErrors: [null, { option: true }],
  waitForApp: [true, { option: true }],
  signedInAs: [null, { option: true }],
  storageState: async ({ signedInAs, storageState }, use) => {
    await use(signedInAs ? stateFile(signedInAs) : storageState);
  },
  me: async ({ signedInAs }, use) => {
    if (!signedInAs) throw new Error('`me` needs test.use({ signedInAs: <role> })');
    await use(account(signedInAs));
  },
  page: async ({ page, waitForApp }, use) => {
    if (waitForApp) waitForAppOnLoad(page);
    await use(page);
  },
  consoleErrors: [
    async ({ page, ignoreConsoleErrors }, use, testInfo) => {
      const errors: string[] = [];
      const keep = (text: string) => !ignoreConsoleErrors?.test(text);
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = `console.error: ${msg.text()} (${msg.location().url})`;
        if (keep(text)) errors.push(text);
      });
      page.on('pageerror', (err) => {
        const text = `uncaught: ${err.message}`;
        if (keep(text)) errors.push(text);
      });
      await use(errors);
      if (testInfo.status === testInfo.expectedStatus) {
        expect(errors, 'no console errors or uncaught exceptions on the page').toEqual([]);
      }
    },
    { auto: true },
  ],
});

/** The slot a remote renders into (the shell's `<div data-remote="mf_x">`). */
export function remoteSlot(page: Page, remote: RemoteName): Locator {
  return page.locator(`[data-remote="${remote}"]`);
}

/** How many times the shell mounted `remote` on this page (window.__quiz.mountCount). */
export function mountCount(page: Page, remote: RemoteName): Promise<number> {
  return page.evaluate((name) => {
    const quiz = (window as unknown as { __quiz?: { mountCount?: Record<string, number> } }).__quiz;
    return quiz?.mountCount?.[name] ?? 0;
  }, remote);
}

/**
 * A text each screen shows inside its slot: the catalogue title (screen frames show it as their
 * heading or eyebrow), except where the screen leads with something more telling. Update this map
 * when a screen's heading changes.
 */
export const SCREEN_HEADINGS: Partial<Record<RouteName, string>> = {
  home: 'Ближайшие игры',
};

export function headingOf(route: RouteDef): string {
  return SCREEN_HEADINGS[route.name as RouteName] ?? route.title;
}

/**
 * Waits until the route's owning remote is mounted and shows its screen: the document title is the
 * route's Russian title (set by the shell) and the slot shows the screen's heading text.
 */
export async function expectScreen(page: Page, route: RouteDef): Promise<void> {
  await expect(page).toHaveTitle(new RegExp(`^${route.title}( —|$)`));
  if (route.owner === 'shell') {
    await expect(page.getByRole('heading', { name: route.title, exact: true }).first()).toBeVisible();
    return;
  }
  const slot = remoteSlot(page, route.owner);
  await expect(slot).toBeVisible();
  await expect(slot.getByText(headingOf(route), { exact: true }).first()).toBeVisible();
}

/**
 * Waits until React has taken over `locator`'s element: on a server-rendered page a button
 * is on the screen before its remote's code has loaded and hydrated it, and a click in that window does
 * nothing. React marks every element it owns with its props (`__reactProps$…`); a journey that clicks
 * right after the page loads waits for that first.
 */
export async function expectInteractive(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}

/** Holds every file of `remote` (`/mf/<remote>/…`) until the returned function is called. */
export async function holdRemote(page: Page, remote: RemoteName): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/mf/${remote}/**`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export interface SharedCopies {
  /** distinct module instances loaded through the federation share scope */
  copies: number;
  versions: string[];
}

/** Copies of each shared package the page loaded, read from the federation share scope at runtime. */
export async function sharedCopies(
  page: Page,
  names: readonly string[] = SINGLETONS,
): Promise<Record<string, SharedCopies>> {
  return (await page.evaluate(shareScopeCopies, names)).shared;
}

/** Sample values for every route param, taken from the seeded database where it matters. */
export interface SampleParams {
  eventId: string;
  /** a passed event that has an album (the photo report route) */
  albumEventId: string;
  teamId: string;
  eventTeamId: string;
  slug: string;
  secret: string;
}

function findEventId(data: unknown): number | null {
  if (Array.isArray(data)) {
    for (const item of data) {
      const found = findEventId(item);
      if (found !== null) return found;
    }
    return null;
  }
  if (data && typeof data === 'object') {
    const obj = data as Record<string, unknown>;
    if (typeof obj.id === 'number' && ('date' in obj || 'theme' in obj || 'place' in obj)) return obj.id;
    for (const value of Object.values(obj)) {
      const found = findEventId(value);
      if (found !== null) return found;
    }
  }
  return null;
}

export async function sampleParams(request: APIRequestContext): Promise<SampleParams> {
  let eventId = 1;
  const res = await request.get('/api/landing_feed');
  if (res.ok()) eventId = findEventId(await res.json()) ?? eventId;
  let albumEventId = eventId;
  const past = await request.get('/api/games/past/?page=1');
  if (past.ok()) {
    const body = (await past.json()) as { results?: Array<{ id: number; album: unknown }> };
    albumEventId = body.results?.find((e) => e.album !== null && e.album !== undefined)?.id ?? albumEventId;
  }
  return {
    eventId: String(eventId),
    albumEventId: String(albumEventId),
    teamId: '1',
    eventTeamId: '1',
    slug: 'demo',
    secret: 'demo',
  };
}

/** The concrete path of a route with sample params filled in. */
export function pathOf(route: RouteDef, params: SampleParams): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value =
      key === 'eventId' && route.name === 'photoReport'
        ? params.albumEventId
        : (params as unknown as Record<string, string>)[key];
    if (value === undefined) throw new Error(`no sample value for :${key} in ${route.path}`);
    return encodeURIComponent(value);
  });
}

export const PUBLIC_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => !r.loginRequired);
export const PROTECTED_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => r.loginRequired);

/** A phone no other test (or parallel worker) uses (packages/scripts/lib/dev-login.mjs). */
export const uniquePhone: () => string = newPhone;

/** '79123456789' → '+7 (912) 345-67-89', as the phone field shows it. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  return `+7 (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9, 11)}`;
}

/** The server under test: the project's baseURL. */
export function baseUrl(): string {
  return test.info().project.use.baseURL ?? 'http://127.0.0.1:8090';
}

/**
 * The latest code sent to `phone` (GET /api/dev/outbox, non-production only), once it is newer than
 * `after` (an ISO time) when given: a journey that logs in through the login form types it.
 */
export function codeFromOutbox(phone: string, after?: string): Promise<string> {
  return outboxCode(baseUrl(), phone, after ? { since: after } : {});
}

export type LoggedIn = DevLoggedIn;

/**
 * Logs a player in through the real login service (packages/scripts/lib/dev-login.mjs: phone + code
 * from the dev outbox + the challenge the send answered) and returns the token, without touching any
 * page: a new phone (and the name «Игрок Тестов») unless `phone` is given, e.g. the demo player
 * 79990000002. Waits out a 429 of the code budgets when another test asked for the same phone a moment
 * ago. A journey that only needs someone signed in uses a role instead (`signedInAs`, roles.ts).
 */
export function apiLogin(opts: { phone?: string; name?: string } = {}): Promise<LoggedIn> {
  return devLogin(baseUrl(), opts);
}

/** Sets the `quiz_token` cookie of the page's context: its next navigation is logged in. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.context().addCookies([{ name: 'quiz_token', value: token, url: baseUrl(), sameSite: 'Lax' }]);
}

/**
 * Logs `page` in as a player through the real API (apiLogin) and sets the `quiz_token` cookie of the
 * page's context, so the next navigation is logged in.
 */
export async function loginAs(page: Page, opts: { phone?: string; name?: string } = {}): Promise<LoggedIn> {
  const loggedIn = await apiLogin(opts);
  await useToken(page, loggedIn.token);
  return loggedIn;
}

/**
 * Signs `page`'s context in as `role` (roles.ts: the session its setup saved, no new login) and answers
 * the role's account: for a journey that starts logged out and signs in midway, or signs in one test
 * of a file (the others use `test.use({ signedInAs })`).
 */
export async function signIn(page: Page, role: Role): Promise<LoggedIn> {
  const me = account(role);
  await useToken(page, me.token);
  return me;
}

/** The demo venue page of the server under test (start.mjs --demo-port; playwright.config.ts). */
export function demoVenueUrl(): string {
  if (process.env.E2E_DEMO_URL) return process.env.E2E_DEMO_URL;
  const port = Number(process.env.E2E_DEMO_PORT ?? Number(process.env.E2E_PORT ?? 8090) + 10);
  return `http://127.0.0.1:${port}/`;
}
