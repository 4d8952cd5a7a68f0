/**
 * One data layer after a change: when a player registers his team, or an organizer saves a game, the
 * browser asks for no URL twice, and every part of the page showing that data shows the new value
 * without a reload of the document (the page query cache: a mutation writes its answer into the cache
 * or marks what shows it stale, a fact on the bus refreshes the other remotes' widgets).
 */
import type { Page } from '@playwright/test';
import { recordApi, repeated } from '../api-requests';
import { apiAs, createGame } from '../console';
import { expect, loginAs, signIn, test } from '../fixtures';

/** A mark on the document: it survives client-side navigation, not a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

test('a registration from a game card: nothing asked twice, and the list says «Вы зарегистрированы» without a reload', async ({
  page,
}) => {
  const player = await loginAs(page, { name: 'Кэш' });
  const title = `Кэш ${player.phone.slice(-6)}`;
  await apiAs(page, player.token, 'POST', '/api/team/', { title });
  await page.goto('/games');
  const card = page
    .getByTestId('event-card')
    .filter({ has: page.getByRole('button', { name: 'Зарегистрироваться' }) })
    .first();
  await expect(card).toBeVisible();
  const eventHref = await card.locator('a[href^="/event/"]').first().getAttribute('href');
  const eventId = Number(eventHref?.match(/\/event\/(\d+)/)?.[1]);
  expect(eventId).toBeGreaterThan(0);
  await markDocument(page);

  const registering = recordApi(page);
  await card.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: title }).check();
  await dialog
    .getByRole('button', { name: /Зарегистрироваться|Нет мест, но можно записаться в резерв/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/team/\\d+/event_registration$`));
  await registering.quiet();
  expect(registering.seen.filter((r) => r.startsWith('POST /api/event_team/'))).toHaveLength(1);
  // back to the list in the same document: the card follows the registration
  const api = recordApi(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/games$/);
  const mine = page.getByTestId('event-card').filter({ has: page.locator(`a[href="/event/${eventId}"]`) });
  await expect(mine.getByRole('link', { name: 'Вы зарегистрированы' })).toBeVisible();
  await api.quiet();
  expect(await sameDocument(page)).toBe(true);
  expect(repeated(api.seen), `asked again for:\n${api.seen.join('\n')}`).toEqual([]);
});

test('a schedule save: one PATCH, nothing asked twice, and the page shows the saved game', async ({
  page,
}) => {
  const organizer = await signIn(page, 'organizer');
  const stamp = String(Date.now()).slice(-6);
  const gameId = await createGame(page, organizer.token, {
    postfix: `Кэш ${stamp}`,
    daysAhead: 5,
    publish: false,
  });
  await page.goto(`/organizer/event/${gameId}`);
  const postfix = page.getByLabel('Подзаголовок (например, «#2»)');
  await expect(postfix).toHaveValue(`Кэш ${stamp}`);
  await markDocument(page);

  const api = recordApi(page);
  await postfix.fill(`Сохранено ${stamp}`);
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Изменения сохранены.')).toBeVisible();
  // the page's title line names the game as saved: the answer went into the cache
  await expect(page.getByText(`Сохранено ${stamp}`, { exact: false }).first()).toBeVisible();
  await api.quiet();
  expect(await sameDocument(page)).toBe(true);
  expect(api.seen.filter((r) => r.startsWith('PATCH '))).toHaveLength(1);
  expect(repeated(api.seen), `asked again for:\n${api.seen.join('\n')}`).toEqual([]);
  // the five schedule GETs are not asked again after a save: at most the game's history
  expect(api.seen.filter((r) => r.startsWith('GET ')).length).toBeLessThanOrEqual(1);
});
