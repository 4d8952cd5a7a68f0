/**
 * Results and rating journeys (mf_seating): /game_results shows a month's games with team rows,
 * /rating search filters teams, a passed event page shows its results table with teams.
 */
import { expect, remoteSlot, test } from '../fixtures';

interface RowJson {
  rank: number;
  team_title: string;
  total_score: number;
}
interface MonthJson {
  month: string | null;
  months: string[];
  games: { event: { id: number }; results: RowJson[] }[];
}
interface SeasonJson {
  name: string;
  rows: { team_name: string }[];
}

test('/game_results: the latest month with its games and team rows; the picker moves between months', async ({
  page,
  request,
}) => {
  const body = (await (await request.get('/api/events_scores/')).json()) as MonthJson;
  const first = body.games[0];
  expect(first, 'the demo seed has games with results').toBeDefined();
  const winner = first?.results[0]?.team_title ?? '';

  await page.goto('/game_results');
  const slot = remoteSlot(page, 'mf_seating');
  await expect(slot.getByRole('heading', { name: 'Итоги игр', level: 1 })).toBeVisible();
  const cards = slot.getByTestId('game-result-card');
  await expect(cards).toHaveCount(body.games.length);
  const card = cards.first();
  await expect(card.getByRole('columnheader', { name: 'Тур 1' })).toBeVisible();
  await expect(card.getByRole('columnheader', { name: 'Итого' })).toBeVisible();
  await expect(card.getByRole('rowheader', { name: winner, exact: true })).toBeVisible();
  await expect(card.locator('tbody tr.podium-1')).toHaveCount(1);

  // the month before the oldest one with results has no game
  const select = slot.getByRole('combobox', { name: 'Месяц с итогами' });
  await expect(select.locator('option')).toHaveCount(body.months.length);
  const oldest = body.months[body.months.length - 1] ?? '';
  await select.selectOption(oldest);
  await expect(cards.first()).toBeVisible();
  await expect(slot.getByRole('button', { name: 'Предыдущий месяц' })).toBeDisabled();
  if (body.months.length > 1) {
    await select.selectOption(body.months[0] ?? '');
    await expect(cards).toHaveCount(body.games.length);
  }

  // a card's title leads to the game's own result page
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/game_result/${first?.event.id}$`));
  await expect(slot.getByRole('rowheader', { name: winner, exact: true })).toBeVisible();
});

test('/game_results?month= far in the past says «Нет игры!»', async ({ page }) => {
  await page.goto('/game_results?month=2001-01');
  await expect(remoteSlot(page, 'mf_seating').getByText('Нет игры!')).toBeVisible();
});

test('/rating: the newest season is open and the search filters teams by name', async ({ page, request }) => {
  const seasons = (await (await request.get('/api/rating/')).json()) as SeasonJson[];
  const newest = seasons[0];
  expect(newest?.rows.length ?? 0).toBeGreaterThan(3);
  const target = newest?.rows[3]?.team_name ?? '';

  await page.goto('/rating');
  const slot = remoteSlot(page, 'mf_seating');
  await expect(slot.getByRole('button', { name: newest?.name ?? '' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const table = slot.getByRole('table');
  await expect(table).toHaveCount(1);
  await expect(table.locator('tbody tr')).toHaveCount(newest?.rows.length ?? 0);
  await expect(table.locator('tbody tr.podium-1, tbody tr.podium-2, tbody tr.podium-3')).toHaveCount(3);

  await slot.getByRole('searchbox', { name: 'Поиск команды' }).fill(target.toLocaleUpperCase('ru-RU'));
  const expected = newest?.rows.filter((r) =>
    r.team_name.toLowerCase().includes(target.toLowerCase()),
  ).length;
  await expect(table.locator('tbody tr')).toHaveCount(expected ?? 1);
  await expect(table.getByRole('rowheader', { name: target, exact: true })).toBeVisible();

  await slot.getByRole('searchbox', { name: 'Поиск команды' }).fill('такой команды точно нет');
  await expect(table.getByText('Команды не найдены')).toBeVisible();
});

test('a passed event page shows its results table with teams', async ({ page, request }) => {
  const body = (await (await request.get('/api/events_scores/')).json()) as MonthJson;
  const game = body.games.find((g) => g.results.length > 0);
  expect(game, 'a passed event with results').toBeDefined();
  const rows = (await (await request.get(`/api/events_scores/${game?.event.id}/`)).json()) as RowJson[];
  expect(rows.length).toBeGreaterThan(0);

  await page.goto(`/event/${game?.event.id}`);
  const table = page.getByRole('region', { name: 'Результаты игры' }).getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Итого' })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(rows.length);
  await expect(table.getByRole('rowheader', { name: rows[0]?.team_title ?? '', exact: true })).toBeVisible();
  await expect(page.getByText('Раздел в разработке')).toHaveCount(0);
});
