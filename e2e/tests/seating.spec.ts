/**
 * Seating journeys (mf_seating, /sitting/{eventId}) as organizers and players would use it, plus the
 * two results details: ?month= survives back and reload, tied totals share a place.
 */
import type { Page } from '@playwright/test';
import { expect, remoteSlot, signIn, test } from '../fixtures';
import { stateFile } from '../roles';

interface TeamJson {
  id: number;
  title: string;
  is_in_game: boolean;
  seat_id: number | null;
  estimated_number_of_players: number;
  version: number;
}
interface TableJson {
  id: number;
  title: string;
  free: number;
  max_capacity: number;
}
interface StateJson {
  teams: TeamJson[];
  tables: TableJson[];
  summary: { players_in_game: number; teams_in_game: number; free: number };
}

async function sittingEventIds(page: Page): Promise<number[]> {
  const res = await page.request.get('/api/games/future/');
  const events = (await res.json()) as { id: number; workflow_state: string }[];
  return events.filter((e) => e.workflow_state === 'sitting').map((e) => e.id);
}

async function seating(page: Page, token: string, eventId: number): Promise<StateJson> {
  const res = await page.request.get(`/api/event/${eventId}/seating/`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as StateJson;
}

/** Takes every team out of the game (a clean hall for the journey). */
async function clearHall(page: Page, token: string, eventId: number): Promise<StateJson> {
  const state = await seating(page, token, eventId);
  for (const team of state.teams.filter((t) => t.is_in_game)) {
    const res = await page.request.patch(`/api/event/${eventId}/seating/${team.id}/`, {
      headers: { Authorization: `Token ${token}` },
      data: { version: team.version, is_in_game: false },
    });
    expect(res.status()).toBe(200);
  }
  return seating(page, token, eventId);
}

test('organizers seat two teams in each table mode; the other organizer sees it live; reload keeps it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const organizer = await signIn(page, 'organizer');
  const [eventId] = await sittingEventIds(page);
  expect(eventId, 'the demo seed has a game in seating').toBeDefined();
  const state = await clearHall(page, organizer.token, eventId ?? 0);
  const [a, b] = [...state.teams].sort(
    (x, y) => x.estimated_number_of_players - y.estimated_number_of_players,
  );
  const tables = [...state.tables].sort((x, y) => y.free - x.free);
  if (!a || !b || tables.length < 4) throw new Error('the seed gives a game with two teams and four tables');
  const [t1, t2, t3, t4] = tables as [TableJson, TableJson, TableJson, TableJson];

  // the second organizer's browser, open on the same seating (a session of its own, roles.ts)
  const other = await browser.newContext({
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    serviceWorkers: 'block',
    storageState: stateFile('secondOrganizer'),
  });
  const page2 = await other.newPage();
  await page2.goto(`/sitting/${eventId}`);
  const slot2 = remoteSlot(page2, 'mf_seating');
  await expect(slot2.getByText('Изменения других организаторов видны сразу')).toBeVisible();

  await page.goto(`/sitting/${eventId}`);
  const slot = remoteSlot(page, 'mf_seating');
  await expect(slot.getByRole('heading', { name: 'Рассадка', level: 1 })).toBeVisible();
  for (const label of ['Общая информация', 'Гибкая рассадка', 'С посадочными решениями', 'С картосхемой'])
    await expect(slot.getByRole('tab', { name: label })).toBeVisible();
  await expect(
    slot.getByRole('article', { name: a.title }).getByText(`${a.estimated_number_of_players} из 10`),
  ).toBeVisible();
  const summary = slot.getByRole('region', { name: 'Сводка' });
  await expect(summary).toContainText(/В игре\s*0\sкоманд, 0\sигроков/);

  // «С посадочными решениями»: pick a team, then a table — twice
  await slot.getByRole('tab', { name: 'С посадочными решениями' }).click();
  await slot.getByRole('button', { name: `Выбрать «${a.title}»` }).click();
  await slot.getByRole('button', { name: `Посадить «${a.title}» за ${t1.title}` }).click();
  await expect(slot.getByRole('article', { name: t1.title })).toContainText(a.title);
  await slot.getByRole('button', { name: `Выбрать «${b.title}»` }).click();
  await slot.getByRole('button', { name: `Посадить «${b.title}» за ${t2.title}` }).click();
  await expect(slot.getByRole('article', { name: t2.title })).toContainText(b.title);
  const both = a.estimated_number_of_players + b.estimated_number_of_players;
  await expect(summary).toContainText(new RegExp(`В игре\\s*2\\sкоманды, ${both}\\s`));
  // the other organizer sees it without reloading
  await expect(slot2.getByRole('article', { name: t2.title })).toContainText(b.title, { timeout: 3000 });

  // «С картосхемой»: pick a team, then a table on the plan — twice; the old tables are freed
  await slot.getByRole('tab', { name: 'С картосхемой' }).click();
  const plan = slot.getByRole('region', { name: /План зала/ });
  await expect(plan).toBeVisible();
  await slot.getByRole('combobox', { name: 'Команда' }).selectOption(String(a.id));
  await plan.getByRole('button', { name: new RegExp(`^${t3.title}, свободно`) }).click();
  await expect(
    plan.getByRole('button', {
      name: `${t3.title}, свободно ${t3.free - a.estimated_number_of_players} из ${t3.max_capacity}`,
    }),
  ).toBeVisible();
  await expect(
    plan.getByRole('button', { name: `${t1.title}, свободно ${t1.free} из ${t1.max_capacity}` }),
  ).toBeVisible();
  await slot.getByRole('combobox', { name: 'Команда' }).selectOption(String(b.id));
  await plan.getByRole('button', { name: new RegExp(`^${t4.title}, свободно`) }).click();
  await expect(
    plan.getByRole('button', {
      name: `${t4.title}, свободно ${t4.free - b.estimated_number_of_players} из ${t4.max_capacity}`,
    }),
  ).toBeVisible();
  await expect(summary).toContainText(new RegExp(`В игре\\s*2\\sкоманды, ${both}\\s`));
  await expect(slot2.getByRole('article', { name: t4.title })).toContainText(b.title, { timeout: 3000 });
  await expect(slot2.getByRole('article', { name: t2.title })).toContainText('Стол свободен');

  // reload keeps it
  await page.reload();
  await expect(slot.getByRole('article', { name: t3.title })).toContainText(a.title);
  await expect(slot.getByRole('article', { name: t4.title })).toContainText(b.title);
  await other.close();
});

test('the seating works on a 375 px phone: menu, cards and the plan fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const organizer = await signIn(page, 'organizer');
  const ids = await sittingEventIds(page);
  const eventId = ids[1] ?? ids[0];
  await page.goto(`/sitting/${eventId}`);
  const slot = remoteSlot(page, 'mf_seating');
  await expect(slot.getByRole('region', { name: 'Сводка' })).toBeVisible();
  await slot.getByRole('tab', { name: 'С картосхемой' }).click();
  const plan = slot.getByRole('region', { name: /План зала/ });
  const box = await plan.boundingBox();
  expect(box?.width ?? 999).toBeLessThanOrEqual(375);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  expect(organizer.token.length).toBe(40);
});

test.describe('as a player', () => {
  // the remote asks the server, which answers 403: the browser logs those answers
  test.use({ ignoreConsoleErrors: /status of 403 \(Forbidden\).*\/api\/event\/\d+\/seating/ });

  test('a player gets the refusal instead of the tools, and the API answers 403', async ({ page }) => {
    const player = await signIn(page, 'newcomer');
    const [eventId] = await sittingEventIds(page);
    await page.goto(`/sitting/${eventId}`);
    const slot = remoteSlot(page, 'mf_seating');
    await expect(slot.getByText('Рассадкой управляют только организаторы.')).toBeVisible();
    await expect(slot.getByRole('tab')).toHaveCount(0);
    const res = await page.request.patch(`/api/event/${eventId}/seating/1/`, {
      headers: { Authorization: `Token ${player.token}` },
      data: { version: 0, is_in_game: true },
    });
    expect(res.status()).toBe(403);
  });
});

test('/game_results keeps the chosen month in ?month= through back and reload', async ({ page, request }) => {
  const body = (await (await request.get('/api/events_scores/')).json()) as { months: string[] };
  const newest = body.months[0] ?? '';
  // a shared link to a month long ago; the picker steps forward from there
  await page.goto('/game_results?month=2001-01');
  const slot = remoteSlot(page, 'mf_seating');
  await expect(slot.getByRole('combobox', { name: 'Месяц с итогами' })).toHaveValue('2001-01');
  await slot.getByRole('button', { name: 'Следующий месяц' }).click();
  await expect(page).toHaveURL(/\/game_results\?month=2001-02$/);
  await slot.getByRole('button', { name: 'Следующий месяц' }).click();
  await expect(page).toHaveURL(/\?month=2001-03$/);
  await expect(slot.getByRole('combobox', { name: 'Месяц с итогами' })).toHaveValue('2001-03');
  await page.goBack();
  await expect(page).toHaveURL(/\?month=2001-02$/);
  await expect(slot.getByRole('combobox', { name: 'Месяц с итогами' })).toHaveValue('2001-02');
  await expect(slot.getByText('Нет игры!')).toBeVisible();
  await page.reload();
  await expect(remoteSlot(page, 'mf_seating').getByRole('combobox', { name: 'Месяц с итогами' })).toHaveValue(
    '2001-02',
  );
  // the select writes the month too, and its games show
  await remoteSlot(page, 'mf_seating')
    .getByRole('combobox', { name: 'Месяц с итогами' })
    .selectOption(newest);
  await expect(page).toHaveURL(new RegExp(`\\?month=${newest}$`));
  await expect(remoteSlot(page, 'mf_seating').getByTestId('game-result-card').first()).toBeVisible();
  await page.goBack();
  await expect(remoteSlot(page, 'mf_seating').getByRole('combobox', { name: 'Месяц с итогами' })).toHaveValue(
    '2001-02',
  );
});

test('a tie shows a shared place in the results table', async ({ page, request }) => {
  const months = ((await (await request.get('/api/events_scores/')).json()) as { months: string[] }).months;
  let found: { id: number; place: number; teams: string[] } | null = null;
  for (const month of months) {
    const body = (await (await request.get(`/api/events_scores/?month=${month}`)).json()) as {
      games: { event: { id: number }; results: { rank: number; team_title: string }[] }[];
    };
    for (const game of body.games) {
      const tied = game.results.filter((r) => game.results.filter((x) => x.rank === r.rank).length > 1);
      if (tied.length) {
        found = {
          id: game.event.id,
          place: tied[0]?.rank ?? 0,
          teams: tied.filter((r) => r.rank === tied[0]?.rank).map((r) => r.team_title),
        };
        break;
      }
    }
    if (found) break;
  }
  expect(found, 'the demo seed has a game with tied totals').not.toBeNull();
  await page.goto(`/game_result/${found?.id}`);
  const slot = remoteSlot(page, 'mf_seating');
  for (const team of found?.teams ?? []) {
    const row = slot
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: team, exact: true }) });
    await expect(row.getByRole('cell').first()).toHaveText(new RegExp(`^${found?.place}`));
  }
});
