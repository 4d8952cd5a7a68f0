/**
 * The rough edges an outside audit found, each as a player, a venue or a phone meets it: the preorder
 * bottom bar fits a phone (site and venue embed), a teammate's cart is named by its player, a past
 * game's registration page changes nothing, the venue's secret page tells each game's own time, the
 * logged-in navbar is one row at 1280 px, and the availability grid shows the whole week at 375 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, demoVenueUrl, expect, remoteSlot, test, useToken } from '../fixtures';

const PHONE = { width: 375, height: 812 };

interface EventJson {
  id: number;
  date: string;
  is_preorder_opened: boolean;
  city: { timezone: string };
  game: { theme: { title: string } };
  postfix: string;
}

/** The first game with an open preorder (the preorder seed's). */
async function openPreorderEvent(request: APIRequestContext): Promise<EventJson> {
  const feed = (await (await request.get('/api/landing_feed')).json()) as { events: EventJson[] };
  const event = feed.events
    .filter((e) => e.is_preorder_opened)
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!event) throw new Error('no open preorder in the demo data');
  return event;
}

async function preorderGame(request: APIRequestContext, token: string) {
  const auth = { Authorization: `Token ${token}` };
  const user = (await (await request.get('/api/user_detail/', { headers: auth })).json()) as {
    teams: number[];
  };
  const event = await openPreorderEvent(request);
  const teamId = user.teams[0];
  if (!teamId) throw new Error('the player has no team in the demo data');
  return { event, teamId };
}

async function barShare(page: Page, bar: ReturnType<Page['locator']>): Promise<number> {
  const box = await bar.boundingBox();
  if (!box) throw new Error('the bottom bar is not shown');
  const viewport = page.viewportSize();
  return box.height / (viewport?.height ?? 1);
}

test.describe('the preorder bottom bar on a phone (375×812)', () => {
  test.use({ viewport: PHONE });

  test.describe(() => {
    // Мария, signed in (roles.ts)
    test.use({ signedInAs: 'captain' });

    test('on the site: one line, at most 25 % of the screen; «Подробнее» opens the rest', async ({
      page,
      me,
    }) => {
      const { event, teamId } = await preorderGame(page.request, me.token);
      await page.goto(`/event/${event.id}/team/${teamId}/preorder`);
      const bar = remoteSlot(page, 'mf_preorder').getByRole('region', { name: 'Предзаказ команды' });
      await expect(bar.getByRole('button', { name: /^Подробнее/ })).toBeVisible();
      const share = await barShare(page, bar);
      test.info().annotations.push({ type: 'bar share (site)', description: share.toFixed(3) });
      expect(share).toBeLessThanOrEqual(0.25);
      await expect(bar.getByRole('button', { name: /^Корзина/ })).toBeVisible();
      await bar.getByRole('button', { name: /^Подробнее/ }).click();
      await expect(bar.getByRole('link', { name: 'Изменить участие' })).toBeVisible();
    });
  });

  test('in the venue embed: at most 25 % of the screen', async ({ page }) => {
    await page.goto(demoVenueUrl());
    const embed = page.locator('[data-quiz-preorder]');
    await embed.getByLabel('Ваше имя').fill('Гость Аудит');
    await embed.getByRole('button', { name: 'Продолжить' }).click();
    // the guest's menu has taken over: the bar measured is the one the guest orders with
    await expect(embed.getByLabel('Ваше имя')).toHaveCount(0);
    const bar = embed.getByRole('region', { name: 'Предзаказ команды' });
    await expect(bar.getByRole('button', { name: /^Подробнее/ })).toBeVisible();
    const share = await barShare(page, bar);
    test.info().annotations.push({ type: 'bar share (embed)', description: share.toFixed(3) });
    expect(share).toBeLessThanOrEqual(0.25);
  });
});

test('«Заказы команды» names each teammate’s cart by its player as he is named now', async ({
  browser,
  page,
}) => {
  // a team of its own on the game with an open preorder: its captain registers it, a second player joins
  // by the invite link, orders, then renames himself; the cart keeps the name it was stored with (the
  // seed's carts are all stored as «Мой заказ»), and the captain must see him by his name
  const base = test.info().project.use.baseURL ?? '';
  const captain = await apiLogin({ name: 'Капитан Аудит' });
  const auth = (token: string) => ({ Authorization: `Token ${token}` });
  const event = await openPreorderEvent(page.request);
  const created = await page.request.post('/api/team/', {
    headers: auth(captain.token),
    data: { title: `Аудит ${captain.phone.slice(-6)}` },
  });
  expect(created.status()).toBe(201);
  const team = (await created.json()) as { id: number; secret_slug: string };
  const lineup = await page.request.post('/api/event_team/', {
    headers: auth(captain.token),
    data: { event: event.id, team: team.id },
  });
  expect(lineup.ok()).toBe(true);
  const lineupId = ((await lineup.json()) as { id: number }).id;
  const player = await apiLogin({ name: 'Гриша' });
  const me = (await (
    await page.request.get('/api/user_detail/', { headers: auth(player.token) })
  ).json()) as {
    id: number;
  };
  const joined = await page.request.post(`/api/team/${team.id}/new_player/`, {
    headers: auth(player.token),
    data: { name: 'Гриша', phone: player.phone, slug: team.secret_slug },
  });
  expect(joined.ok()).toBe(true);
  const playing = await page.request.post('/api/event_player/', {
    headers: auth(player.token),
    data: { user: me.id, event_team: lineupId },
  });
  expect(playing.ok()).toBe(true);

  await useToken(page, player.token);
  await page.goto(`/event/${event.id}/team/${team.id}/preorder`);
  const slot = remoteSlot(page, 'mf_preorder');
  await slot.getByRole('button', { name: 'Кухня', exact: true }).click();
  await slot.getByRole('button', { name: 'Десерты', exact: true }).click();
  await slot.getByRole('button', { name: 'Чизкейк', exact: true }).click();
  await page.getByRole('dialog', { name: 'Чизкейк' }).getByRole('button', { name: 'В корзину' }).click();
  await expect(slot.getByTestId('cart-badge')).not.toHaveText('0');
  const renamed = await page.request.put('/api/user/', {
    headers: auth(player.token),
    data: { first_name: 'Григорий' },
  });
  expect(renamed.ok()).toBe(true);

  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([{ name: 'quiz_token', value: captain.token, url: base, sameSite: 'Lax' }]);
  const captainPage = await context.newPage();
  await captainPage.goto(`/event/${event.id}/team/${team.id}/preorder`);
  await remoteSlot(captainPage, 'mf_preorder')
    .getByRole('region', { name: 'Предзаказ команды' })
    .getByRole('button', { name: /^Корзина/ })
    .click();
  const carts = captainPage
    .getByRole('dialog', { name: 'Корзина' })
    .getByRole('region', { name: 'Заказы команды' });
  await expect(carts.getByRole('article', { name: 'Григорий' })).toContainText('Чизкейк');
  await expect(carts.getByRole('article', { name: 'Гриша' })).toHaveCount(0);
  await expect(carts.getByRole('article', { name: 'Мой заказ' })).toHaveCount(0);
  await context.close();
});

test.describe('the demo player, signed in', () => {
  test.use({ signedInAs: 'player' });

  test('a past game’s registration page offers no active control', async ({ page, me: player }) => {
    const mine = (await (
      await page.request.get('/api/user/events', { headers: { Authorization: `Token ${player.token}` } })
    ).json()) as { past: Array<{ event: { id: number }; event_team: { team: { id: number } } }> };
    const played = mine.past[0];
    if (!played) throw new Error('the demo player has played no game in the seed');
    await page.goto(`/event/${played.event.id}/team/${played.event_team.team.id}/event_registration`);
    const slot = remoteSlot(page, 'mf_teams');
    await expect(slot.getByText('Игра уже прошла.')).toBeVisible();
    const panel = slot.getByRole('region', { name: 'Команда на игре' });
    await expect(panel).toBeVisible();
    await expect(panel.locator('input:not([disabled])')).toHaveCount(0);
    await expect(panel.getByRole('button')).toHaveCount(0);
    await expect(slot.getByRole('button', { name: /Добавить/ })).toHaveCount(0);
  });
});

test('the venue’s secret page tells each game’s own time in the venue’s zone', async ({ page }) => {
  const secret = (await (await page.request.get('/api/secret_preorder/demo/')).json()) as {
    place: { timezone?: string };
    events: Array<{ event: { date: string; title: string }; teams: unknown[] }>;
  };
  await page.goto('/preorder/demo');
  const slot = remoteSlot(page, 'mf_preorder');
  await expect(slot.getByRole('heading', { name: 'Предзаказы', level: 1 })).toBeVisible();
  const shown = secret.events.filter((e) => e.teams.length > 0);
  expect(shown.length).toBeGreaterThan(0);
  for (const { event } of shown) {
    const time = new Intl.DateTimeFormat('ru-RU', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: secret.place.timezone,
    }).format(new Date(event.date));
    await expect(slot.getByRole('heading', { level: 2, name: `${event.title}, ${time}` })).toBeVisible();
  }
  // the day picker names days, with no time of their own (it said «· 12:00» for every game)
  await expect(slot.getByRole('combobox', { name: 'День' })).not.toContainText('12:00');
});

test.describe('the navbar at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const ALL_LINKS = ['Главная', 'Итоги игр', 'Рейтинг команд', 'Игры', 'Мои команды', 'Голосование'];
  const people = [
    { who: 'logged in', role: 'player', links: ALL_LINKS, inRow: 'Голосование', more: false },
    // the organizer's seven links do not all fit: the least used go under «Ещё», the console stays
    {
      who: 'logged in as an organizer',
      role: 'organizer',
      links: [...ALL_LINKS, 'Организатору'],
      inRow: 'Организатору',
      more: true,
    },
  ] as const;

  for (const person of people) {
    test.describe(() => {
      test.use({ signedInAs: person.role });
      test(`${person.who}: every link on one row`, async ({ page }) => {
        await page.goto('/games');
        const nav = page.getByRole('navigation', { name: 'Основная навигация' });
        await expect(nav.getByRole('link', { name: person.inRow })).toBeVisible();
        await expect(nav.getByTestId('navbar-user')).toContainText('ID');
        const more = nav.getByRole('button', { name: 'Ещё' });
        // the row is measured once the links that do not fit have gone under «Ещё»
        await expect(more).toHaveCount(person.more ? 1 : 0);
        const centres = (els: Element[]) =>
          els.map((el) => Math.round(el.getBoundingClientRect().top + (el as HTMLElement).clientHeight / 2));
        const tops = [
          ...(await nav.getByRole('link').evaluateAll(centres)),
          ...(await nav.getByRole('button', { name: 'Ещё' }).evaluateAll(centres)),
        ];
        const rows = new Set(tops.map((t) => Math.round(t / 20)));
        test.info().annotations.push({ type: 'link centres', description: tops.join(',') });
        expect(rows.size).toBe(1);
        const header = await page.locator('header').first().boundingBox();
        // one row is about 92 px high; the links wrapping made it 108 (148 for the organizer)
        expect(header?.height ?? 999).toBeLessThanOrEqual(100);
        // every link is in the row or under «Ещё»
        if (person.more) await more.click();
        for (const name of person.links)
          await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      });
    });
  }
});

test.describe('the availability grid at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the whole week shows, «вс» included, with no sideways scrolling', async ({ page }) => {
    await page.goto('/');
    const grid = remoteSlot(page, 'mf_events').getByRole('table', { name: 'Удобное время для игры' });
    await grid.scrollIntoViewIfNeeded();
    const sunday = grid.getByRole('columnheader', { name: 'вс' });
    await expect(sunday).toBeInViewport({ ratio: 1 });
    const box = await sunday.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    // the scrolling box around the table (ScrollArea) has nothing hidden to the right
    const overflow = await grid.evaluate((t) => {
      let area: HTMLElement | null = t.parentElement;
      while (area && !['auto', 'scroll'].includes(getComputedStyle(area).overflowX))
        area = area.parentElement;
      return area ? area.scrollWidth - area.clientWidth : 0;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
