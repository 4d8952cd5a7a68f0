/**
 * Foundation journeys: routing to remotes, the guard, no remounts, one copy of every
 * shared singleton, and a failing remote contained in its own slot with a working «Повторить».
 */
import type { RemoteName, RouteDef } from '../../packages/routes/src/index';
import {
  expect,
  expectScreen,
  mountCount,
  PROTECTED_ROUTES,
  PUBLIC_ROUTES,
  pathOf,
  REMOTES,
  remoteSlot,
  type SampleParams,
  SINGLETONS,
  sampleParams,
  sharedCopies,
  signIn,
  test,
} from '../fixtures';

let params: SampleParams;
test.beforeAll(async ({ request }) => {
  params = await sampleParams(request);
});

async function expectSingletonsOnce(page: import('@playwright/test').Page): Promise<void> {
  const copies = await sharedCopies(page);
  for (const name of SINGLETONS) {
    expect(
      copies[name]?.copies,
      `${name} loaded exactly once (share scope: ${JSON.stringify(copies[name])})`,
    ).toBe(1);
  }
}

async function visitScreen(page: import('@playwright/test').Page, route: RouteDef): Promise<void> {
  await page.goto(pathOf(route, params));
  await expectScreen(page, route);
  await expectSingletonsOnce(page);
}

// mf_teams screens of one team: the sample params name no real team, so they show «not found» after a 404
const SAMPLE_NOT_FOUND: ReadonlySet<string> = new Set(['teamCabinet', 'regOnTeam', 'regTeamOnEvent']);

test.describe('every route of SPEC §2 resolves to its owning remote', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} → ${route.owner} «${route.title}»`, async ({ page }) => {
      await visitScreen(page, route);
    });
  }
  for (const route of PROTECTED_ROUTES) {
    test.describe(() => {
      if (SAMPLE_NOT_FOUND.has(route.name)) test.use({ ignoreConsoleErrors: /status of 404/ });
      test(`${route.path} (logged in) → ${route.owner} «${route.title}»`, async ({ page }) => {
        // the console is an organizer's: a player is sent home (the route guard's own test below)
        await signIn(page, route.organizerOnly ? 'organizer' : 'newcomer');
        await visitScreen(page, route);
      });
    });
  }
});

test.describe('the route guard', () => {
  for (const route of PROTECTED_ROUTES) {
    test(`${route.path} logged out lands on /login?from=…`, async ({ page }) => {
      const target = pathOf(route, params);
      await page.goto(target);
      await expect(page).toHaveURL(
        (url) => url.pathname === '/login' && url.searchParams.get('from') === target,
      );
      await expect(remoteSlot(page, route.owner as RemoteName)).toHaveCount(0);
    });
  }

  test('an unknown path lands on the home page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(remoteSlot(page, 'mf_events')).toBeVisible();
  });
});

test.describe('moving between two routes of one remote does not remount it', () => {
  const cases: { remote: RemoteName; from: string; link: RegExp; title: string }[] = [
    { remote: 'mf_events', from: '/', link: /^Игры$/, title: 'Игры' },
    { remote: 'mf_seating', from: '/game_results', link: /^Рейтинг/, title: 'Рейтинг команд' },
  ];
  for (const c of cases) {
    test(`${c.remote}: ${c.from} → «${c.title}»`, async ({ page }) => {
      await page.goto(c.from);
      const slot = remoteSlot(page, c.remote);
      await expect(slot).toBeVisible();
      await expect.poll(() => mountCount(page, c.remote)).toBe(1);
      await page.getByRole('navigation').getByRole('link', { name: c.link }).first().click();
      await expect(slot.getByRole('heading', { name: c.title, exact: true })).toBeVisible();
      expect(await mountCount(page, c.remote)).toBe(1);
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === c.from);
      expect(await mountCount(page, c.remote)).toBe(1);
    });
  }
});

/** A route of each remote to block, and another remote's navbar link to prove the rest still works. */
function routeOf(remote: RemoteName): RouteDef {
  const candidates = [
    ...PUBLIC_ROUTES.filter((r) => r.owner === remote && !r.path.includes(':')),
    ...PUBLIC_ROUTES.filter((r) => r.owner === remote),
    ...PROTECTED_ROUTES.filter((r) => r.owner === remote),
  ];
  const route = candidates[0];
  if (!route) throw new Error(`no route owned by ${remote}`);
  return route;
}

test.describe('a remote that fails to load stays in its slot', () => {
  for (const remote of REMOTES) {
    test.describe(remote, () => {
      test.use({
        // the aborted requests and the runtime's report of them; nothing else
        ignoreConsoleErrors: new RegExp(`${remote}|net::ERR_FAILED|RUNTIME-\\d+|ScriptExternalLoadError`),
      });
      test(`with /mf/${remote}/** blocked: fallback, working navbar, «Повторить» after unblocking`, async ({
        page,
      }) => {
        const route = routeOf(remote);
        if (route.loginRequired) await signIn(page, 'newcomer');
        const other =
          remote === 'mf_seating'
            ? { link: /^Игры$/, remote: 'mf_events' as const, title: 'Игры' }
            : { link: /^Рейтинг/, remote: 'mf_seating' as const, title: 'Рейтинг команд' };
        const pattern = `**/mf/${remote}/**`;
        await page.route(pattern, (r) => r.abort());

        const target = pathOf(route, params);
        await page.goto(target);
        const slot = remoteSlot(page, remote);
        await expect(slot.getByText('Не удалось загрузить раздел')).toBeVisible({ timeout: 30_000 });
        await expect(slot.getByRole('button', { name: 'Повторить' })).toBeVisible();

        // The navbar and another remote keep working.
        await page.getByRole('navigation').getByRole('link', { name: other.link }).first().click();
        await expect(
          remoteSlot(page, other.remote).getByRole('heading', { name: other.title, exact: true }),
        ).toBeVisible();

        // Back on the blocked route, then unblock and retry.
        await page.goBack();
        await expect(page).toHaveURL((url) => url.pathname === target);
        await expect(slot.getByRole('button', { name: 'Повторить' })).toBeVisible({ timeout: 30_000 });
        await page.unroute(pattern);
        await slot.getByRole('button', { name: 'Повторить' }).click();
        await expectScreen(page, route);
        await expect(slot.getByText('Не удалось загрузить раздел')).toHaveCount(0);
      });
    });
  }
});

test.describe('a screen whose own chunk fails after its remote has loaded', () => {
  test.use({ ignoreConsoleErrors: /mf_teams|net::ERR_FAILED|ChunkLoadError|Loading chunk/ });
  test('shows «Повторить» in the slot, and «Повторить» brings the screen once the network is back', async ({
    page,
  }) => {
    const cabinet = PROTECTED_ROUTES.find((r) => r.name === 'cabinet');
    const myTeams = PROTECTED_ROUTES.find((r) => r.name === 'myTeams');
    if (!cabinet || !myTeams) throw new Error('the catalogue lost /cabinet or /my_teams');
    await signIn(page, 'newcomer');
    await page.goto(pathOf(cabinet, params));
    await expectScreen(page, cabinet);

    // mf_teams and its ./App are loaded; the next screen of the same remote is a chunk not yet fetched
    const pattern = '**/mf/mf_teams/**';
    await page.route(pattern, (r) => r.abort());
    await page.getByRole('navigation').getByRole('link', { name: 'Мои команды' }).click();
    const slot = remoteSlot(page, 'mf_teams');
    await expect(slot.getByText('Не удалось загрузить раздел')).toBeVisible({ timeout: 30_000 });

    await page.unroute(pattern);
    await slot.getByRole('button', { name: 'Повторить' }).click();
    await expectScreen(page, myTeams);
    await expect(slot.getByText('Не удалось загрузить раздел')).toHaveCount(0);
    expect(await mountCount(page, 'mf_teams')).toBe(1);
  });
});
