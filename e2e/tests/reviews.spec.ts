/**
 * mf-reviews journeys as new users would take them: the demo player reviews a game he played in
 * (from the event card's «Написать отзыв»), with a claim, a reload that finds the draft, completion
 * and the «already reviewed» second visit; a non-participant refused by the page and the server; the
 * theme vote with the third choice dropping the oldest and the 3 s thank-you; the organizer summary.
 * The demo player (79990000002) is seeded as a participant of a game whose review window is open.
 */
import { expect, loginAs, signIn, test } from '../fixtures';

test('a participant reviews a played game: claim, draft after reload, completion, second visit', async ({
  page,
}) => {
  await signIn(page, 'player');
  await page.goto('/games?type=MYGAMES');
  const write = page.getByRole('link', { name: 'Написать отзыв' }).first();
  await expect(write).toBeVisible();
  await write.click();
  await expect(page).toHaveURL(/\/event\/\d+\/reviews$/);
  const url = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Отзыв об игре' })).toBeVisible();

  // step 1
  const questions = page.getByRole('radiogroup', { name: 'Как вам вопросы?' });
  await questions.getByRole('radio', { name: '4 из 5' }).click();
  await page
    .getByRole('radiogroup', { name: 'Атмосфера на игре' })
    .getByRole('radio', { name: 'Отличная' })
    .click();

  // a claim: the validation message first
  await page.getByRole('button', { name: 'Оспорить вопрос' }).click();
  const dialog = page.getByRole('dialog', { name: 'Оспорить вопрос' });
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog.getByText('Заполните все поля, пожалуйста!')).toBeVisible();
  await dialog.getByLabel('Тур').selectOption({ index: 1 });
  await dialog.getByLabel('Блок').selectOption({ index: 1 });
  await dialog.getByLabel('Вопрос', { exact: true }).selectOption({ index: 1 });
  await dialog.getByLabel('Комментарий').fill('<b>Наш ответ</b> тоже верный');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/event_review/') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  expect((await saved).status()).toBe(200);
  const claims = page.getByRole('list', { name: 'Спорные вопросы' });
  await expect(claims.getByText('<b>Наш ответ</b> тоже верный')).toBeVisible();

  // the draft survives a reload
  await page.reload();
  await expect(
    page.getByRole('radiogroup', { name: 'Как вам вопросы?' }).getByRole('radio', { name: '4 из 5' }),
  ).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('list', { name: 'Спорные вопросы' })).toContainText(
    '<b>Наш ответ</b> тоже верный',
  );

  // step 2 and 3 through the header tabs, then finish
  await page.getByRole('tab', { name: 'Ресторан' }).click();
  await page
    .getByRole('radiogroup', { name: 'Еда и напитки' })
    .getByRole('radio', { name: 'Хорошо' })
    .click();
  await page.getByRole('tab', { name: 'Пожелания' }).click();
  await page.getByLabel('Пожелания и рекомендации').fill('Больше музыкальных вопросов');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('heading', { name: 'Спасибо за отзыв!' })).toBeVisible();

  // second visit
  await page.goto(url);
  await expect(page.getByText('Вы уже оставили отзыв на эту игру')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Я закончил' })).toHaveCount(0);
});

test('a non-participant is refused by the page and by the server', async ({ page }) => {
  const { token } = await signIn(page, 'newcomer');
  const past = await page.request.get('/api/games/past/?page=1');
  const eventId = ((await past.json()) as { results: { id: number }[] }).results[0]?.id;
  expect(eventId).toBeDefined();
  await page.goto(`/event/${eventId}/reviews`);
  await expect(page.getByText('Отзыв могут оставить только участники игры.')).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  const res = await page.request.post('/api/event_review/', {
    data: { event: eventId, portal: 5 },
    headers: { Authorization: `Token ${token}` },
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ detail: 'Отзыв могут оставить только участники игры.' });
});

test('theme vote from the navbar: a third choice drops the oldest; the thank-you closes after 3 s', async ({
  page,
}) => {
  await loginAs(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Голосование' }).first().click();
  await expect(page).toHaveURL(/\/theme_vote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Голосование за тему' })).toBeVisible();
  const themes = page.getByRole('list', { name: 'Темы' }).getByRole('button');
  await expect(themes.first()).toBeVisible();
  expect(await themes.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('list', { name: 'Темы' }).locator('img').first()).toBeVisible();
  await themes.nth(0).click();
  await themes.nth(1).click();
  await themes.nth(2).click();
  await expect(themes.nth(0)).toHaveAttribute('aria-pressed', 'false');
  await expect(themes.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(themes.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Отправить' }).click();
  const thanks = page.getByText('Спасибо, ваш голос учтён!');
  await expect(thanks).toBeVisible();
  const shown = Date.now();
  await expect(page.getByRole('heading', { name: 'Вы уже проголосовали' })).toBeVisible({ timeout: 6000 });
  const closedAfter = Date.now() - shown;
  expect(closedAfter).toBeGreaterThan(2000);
  await expect(thanks).toHaveCount(0);
  // a second visit shows the voted state
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Вы уже проголосовали' })).toBeVisible();
});

test('the organizer sees the feedback of a game at a glance', async ({ page }) => {
  const { token } = await signIn(page, 'organizer');
  const past = await page.request.get('/api/games/past/?page=1');
  const ids = ((await past.json()) as { results: { id: number }[] }).results.map((e) => e.id);
  let reviewed: number | null = null;
  for (const id of ids) {
    const s = await page.request.get(`/api/event/${id}/reviews/summary/`, {
      headers: { Authorization: `Token ${token}` },
    });
    if (s.ok() && ((await s.json()) as { claims: unknown[] }).claims.length > 0) {
      reviewed = id;
      break;
    }
  }
  expect(reviewed).not.toBeNull();
  await page.goto(`/event/${reviewed}/reviews`);
  await expect(page.getByRole('heading', { name: 'Отзывы игроков (для организаторов)' })).toBeVisible();
  await expect(page.getByText(/^\d+ отзыв(а|ов)?$/)).toBeVisible();
  await expect(page.getByText('Как вам вопросы?')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Тур 1' })).toContainText('Хогвартс');
  await expect(page.getByText('Долго несли горячее, но было вкусно.')).toBeVisible();
});
