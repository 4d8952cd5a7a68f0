/**
 * Every route of the route catalogue (@quiz/routes) at a phone's 375×812 and a desktop's
 * 1280×900, logged out and logged in (as the demo player, with real ids from the seed), fails on
 *
 * - a page wider than the screen (horizontal page overflow),
 * - a table whose last column is cut off without a visible scroll cue (`[data-scroll-cue]`, the
 *   «Листайте вбок» hint of @quiz/ui) next to it,
 * - a `<main>` inside another one (the shell owns the one `<main>`),
 * - a table's row header (a team name) on more lines than it has words (a letter per line),
 * - any serious or critical axe-core violation (WCAG 2.x A/AA rules).
 *
 * One test per route × size does both states and every check (a protected route logged out is the
 * login page it redirects to). The numbers found are attached to each test as `layout.json`.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ROUTES, type RouteDef } from '../../packages/routes/src/index';
import { expect, type LoggedIn, test, useToken } from '../fixtures';
import { account } from '../roles';

/** WCAG 2.0–2.2 A and AA rules (axe's best-practice rules are left out to keep the run short). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

interface SeedIds {
  /** an upcoming game with an open preorder, where the demo team is registered */
  eventId: number;
  /** a played game of the demo player, with results and a photo report */
  pastEventId: number;
  albumEventId: number;
  teamId: number;
  eventTeamId: number;
  slug: string;
  secret: string;
}

interface EventJson {
  id: number;
  date: string;
  is_preorder_opened: boolean;
  album: number | null;
}

async function seedIds(request: APIRequestContext, token: string): Promise<SeedIds> {
  const auth = { Authorization: `Token ${token}` };
  const getJson = async <T>(url: string, withAuth = false): Promise<T> => {
    const res = await request.get(url, withAuth ? { headers: auth } : {});
    if (!res.ok()) throw new Error(`${url}: ${res.status()}`);
    return (await res.json()) as T;
  };
  const feed = await getJson<{ events: EventJson[] }>('/api/landing_feed');
  const event = feed.events.find((e) => e.is_preorder_opened) ?? feed.events[0];
  const teams = await getJson<Array<{ id: number; secret_slug: string }>>('/api/user/teams', true);
  const team = teams[0];
  const mine = await getJson<{ past: Array<{ event: EventJson }> }>('/api/user/events', true);
  const past = mine.past[0]?.event;
  const withAlbum = mine.past.find((p) => p.event.album !== null)?.event ?? past;
  if (!event || !team || !past || !withAlbum)
    throw new Error('the demo seed lacks an event, a team or a past game');
  const page = await getJson<{ lineups: Array<{ id: number; team: { id: number } }> }>(
    `/api/event/${event.id}/team/${team.id}/`,
    true,
  );
  const eventTeam = page.lineups.find((l) => l.team.id === team.id) ?? page.lineups[0];
  if (!eventTeam) throw new Error(`the demo team is not registered for event ${event.id}`);
  return {
    eventId: event.id,
    pastEventId: past.id,
    albumEventId: withAlbum.id,
    teamId: team.id,
    eventTeamId: eventTeam.id,
    slug: team.secret_slug,
    secret: 'demo',
  };
}

/** The route's path with real ids: results, reviews and photos of a played game, the rest upcoming. */
function pathWithIds(route: RouteDef, ids: SeedIds): string {
  const played = ['gameResult', 'reviews'].includes(route.name);
  const values: Record<string, string | number> = {
    eventId: route.name === 'photoReport' ? ids.albumEventId : played ? ids.pastEventId : ids.eventId,
    teamId: ids.teamId,
    eventTeamId: ids.eventTeamId,
    slug: ids.slug,
    secret: ids.secret,
  };
  return route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`no seed id for :${key} in ${route.path}`);
    return encodeURIComponent(String(value));
  });
}

interface LayoutReport {
  scrollWidth: number;
  clientWidth: number;
  /** the elements sticking out past the right edge (first few) */
  wide: string[];
  nestedMain: number;
  mains: number;
  tables: number;
  /** tables whose last column is cut off with no visible scroll cue */
  hiddenColumns: string[];
  /** tables whose last column is cut off, with a visible cue (allowed) */
  cued: number;
  /** row headers (team names) on more lines than they have words: a name wrapping a letter per line */
  squeezed: string[];
}

/** Runs IN THE PAGE: the layout facts the checks need. */
function measureLayout(): LayoutReport {
  const root = document.documentElement;
  const width = root.clientWidth;
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
      el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''
    } → ${Math.round(el.getBoundingClientRect().right)}px`;
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  // elements past the right edge whose parent is not (the outermost culprits), when the page overflows
  const overflowing = root.scrollWidth > width;
  const wide = (overflowing ? Array.from(document.body.querySelectorAll('*')) : [])
    .filter((el) => {
      if (!visible(el) || el.getBoundingClientRect().right <= width + 1) return false;
      const parent = el.parentElement;
      return !parent || parent.getBoundingClientRect().right <= width + 1;
    })
    .slice(0, 5)
    .map(describe);

  /** The horizontal span of `el` that is not clipped by a scrolling/clipping ancestor or the screen. */
  const clipOf = (el: Element): { left: number; right: number } => {
    let left = 0;
    let right = width;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const overflowX = getComputedStyle(a).overflowX;
      if (overflowX === 'visible') continue;
      const r = a.getBoundingClientRect();
      left = Math.max(left, r.left + a.clientLeft);
      right = Math.min(right, r.left + a.clientLeft + a.clientWidth);
    }
    return { left, right };
  };
  /** A visible scroll cue in the table's box (its scrolling ancestor's parent, or up to 4 levels up). */
  const hasCue = (table: Element) => {
    let scope: Element | null = table.closest('[data-scroll-box]')?.parentElement ?? table.parentElement;
    for (let i = 0; scope && i < 4; i += 1, scope = scope.parentElement) {
      const cues = Array.from(scope.querySelectorAll('[data-scroll-cue]'));
      if (cues.some((cue) => visible(cue) && cue.getBoundingClientRect().right <= width + 1)) return true;
    }
    return false;
  };
  const hiddenColumns: string[] = [];
  let cued = 0;
  const tables = Array.from(document.querySelectorAll('table')).filter(visible);
  for (const table of tables) {
    const row = table.querySelector('thead tr:last-child') ?? table.querySelector('tr');
    const cells = row ? Array.from(row.children).filter(visible) : [];
    const last = cells.at(-1);
    if (!last) continue;
    const rect = last.getBoundingClientRect();
    const clip = clipOf(last);
    const hidden = rect.right > clip.right + 1 || rect.left < clip.left - 1 || rect.right > width + 1;
    if (!hidden) continue;
    if (hasCue(table)) cued += 1;
    else
      hiddenColumns.push(
        `${table.querySelector('caption')?.textContent ?? 'table'}: «${last.textContent?.trim()}» ends at ${Math.round(rect.right)}px, visible to ${Math.round(clip.right)}px`,
      );
  }
  const squeezed = tables
    .flatMap((table) => Array.from(table.querySelectorAll('th[scope="row"]')))
    .filter((th) => {
      // more lines than words: a word is broken across lines (at worst a letter per line)
      const words = (th.textContent?.trim() ?? '').split(/\s+/).filter(Boolean).length;
      // the lines of its text (the boxes of elements inside, such as an empty status line, are no text)
      const tops = new Set<number>();
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of Array.from(range.getClientRects())) if (r.width > 0) tops.add(Math.round(r.top));
      }
      const lines = tops.size;
      return visible(th) && words > 0 && lines > words;
    })
    .slice(0, 3)
    .map((th) => `«${th.textContent?.trim()}» ${Math.round(th.getBoundingClientRect().width)}px wide`);
  return {
    scrollWidth: root.scrollWidth,
    clientWidth: width,
    wide,
    nestedMain: document.querySelectorAll('main main, main [role="main"], [role="main"] main').length,
    mains: document.querySelectorAll('main, [role="main"]').length,
    tables: tables.length,
    hiddenColumns,
    cued,
    squeezed,
  };
}

/**
 * Waits until what the visitor gets shows (the route's screen; the login page for a protected route
 * logged out; the home page for /login logged in) and nothing is loading any more (skeletons gone).
 */
async function settle(page: Page, route: RouteDef, loggedIn: boolean) {
  if (route.loginRequired && !loggedIn) {
    await expect(page).toHaveURL(/\/login\?from=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  } else if (route.name === 'login' && loggedIn) {
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.locator('main h1').first()).toBeVisible();
  } else {
    await expect(page).toHaveTitle(new RegExp(`^${route.title}( —|$)`));
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // ResizeObserver-driven cues and late images: one more frame or two
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

let demo: LoggedIn | null = null;
/** the seating and the console are the organizer's screens (403 or home for a player) */
let organizer: LoggedIn | null = null;
let ids: SeedIds | null = null;

test.describe('layout and accessibility of every route', () => {
  test.beforeAll(async ({ playwright }, workerInfo) => {
    const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
    // the roles' sessions (roles.ts), logged in once per run
    demo = account('player');
    organizer = account('organizer');
    ids = await seedIds(request, demo.token);
    await request.dispose();
  });

  for (const size of SIZES) {
    for (const route of ROUTES) {
      test(`${route.path} at ${size.width}×${size.height}`, async ({ page }, testInfo) => {
        if (!demo || !organizer || !ids) throw new Error('no demo login');
        await page.setViewportSize({ width: size.width, height: size.height });
        const path = pathWithIds(route, ids);
        const token =
          route.name === 'sitting' || ('organizerOnly' in route && route.organizerOnly)
            ? organizer.token
            : demo.token;
        const reports: Record<string, LayoutReport & { axe: string[]; ms: Record<string, number> }> = {};
        for (const loggedIn of [false, true]) {
          const state = loggedIn ? 'logged in' : 'logged out';
          const started = Date.now();
          if (loggedIn) await useToken(page, token);
          await page.goto(path);
          await settle(page, route, loggedIn);
          const loaded = Date.now();
          const layout = await page.evaluate(measureLayout);
          // a protected route logged out is the login page, checked by axe on /login itself
          const redirected = route.loginRequired && !loggedIn;
          const axe = redirected ? null : await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
          const serious = (axe?.violations ?? [])
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
          reports[state] = {
            ...layout,
            axe: serious,
            ms: { load: loaded - started, checks: Date.now() - loaded },
          };
          const where = `${path} ${size.name} ${state}`;
          expect(
            layout.scrollWidth,
            `${where}: no horizontal page overflow (${layout.wide.join('; ')})`,
          ).toBeLessThanOrEqual(layout.clientWidth);
          expect(layout.nestedMain, `${where}: no <main> inside <main>`).toBe(0);
          expect(layout.mains, `${where}: exactly one <main>`).toBe(1);
          expect(layout.hiddenColumns, `${where}: a cut-off last column has a visible scroll cue`).toEqual(
            [],
          );
          expect(layout.squeezed, `${where}: no row header squeezed to a letter per line`).toEqual([]);
          expect(serious, `${where}: no serious or critical axe violations`).toEqual([]);
        }
        await testInfo.attach('layout.json', {
          body: JSON.stringify(reports, null, 2),
          contentType: 'application/json',
        });
      });
    }
  }
});
