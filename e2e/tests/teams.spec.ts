/**
 * Registration journeys (mf_teams) as new users would: an anonymous visitor registers a new team from
 * the event page and lands registered via set_check; a logged-in player registers his team from the
 * event page's modal; the captain adds a player by phone and a second user joins by the invite link,
 * toggles himself out and in (the lock is visible), sees no captain controls and the server refuses
 * his captain calls; the captain cannot remove himself and hands over the captaincy.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { codeFromOutbox, expect, loginAs, remoteSlot, test, uniquePhone } from '../fixtures';

interface EventJson {
  id: number;
  workflow_state: string;
  reg_url: string | null;
  united: boolean;
  date: string;
}

/** An upcoming published game without an external registration that still has team places. */
async function openEvent(request: APIRequestContext): Promise<number> {
  const future = (await (await request.get('/api/games/future/')).json()) as EventJson[];
  for (const e of future) {
    if (e.workflow_state !== 'published' || e.reg_url || e.united) continue;
    const teams = (await (await request.get(`/api/event/${e.id}/team`)).json()) as {
      free_places: number | null;
    };
    if (teams.free_places === null || teams.free_places > 2) return e.id;
  }
  throw new Error('the demo seed has no open game with free places');
}

async function api(page: Page, token: string, method: string, url: string, data?: unknown) {
  return page.request.fetch(url, {
    method,
    headers: { Authorization: `Token ${token}` },
    ...(data === undefined ? {} : { data: data as Record<string, unknown> }),
  });
}

test('an anonymous visitor registers a new team from the event page → code → registered via set_check', async ({
  page,
}) => {
  const eventId = await openEvent(page.request);
  const phone = uniquePhone();
  const title = `Гости ${phone.slice(-6)}`;
  await page.goto(`/event/${eventId}/registration`);
  const form = page.getByRole('form', { name: 'Регистрация без входа' });
  await form.getByLabel('Ваше имя').fill('Аня');
  await form.getByLabel('Телефон').pressSequentially(phone.slice(1));
  await form.getByLabel('Название команды').fill(title);
  const before = new Date(Date.now() - 1000).toISOString();
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const code = await codeFromOutbox(page.request, phone, before);
  await page.getByLabel('Код', { exact: true }).pressSequentially(code);
  await expect(page).toHaveURL(
    new RegExp(`/event/${eventId}/team/\\d+/event_registration\\?set_check=true$`),
  );
  const slot = remoteSlot(page, 'mf_teams');
  await expect(slot.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(slot.getByRole('checkbox', { name: 'В игре: Аня' })).toBeChecked();
  await expect(slot.getByTestId('participant-counter')).toHaveText(/Участников: 1 из \d+/);
});

test('a logged-in player registers his team from the event page; a second player joins by the invite and toggles himself', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const eventId = await openEvent(page.request);
  const captain = await loginAs(page, { name: 'Капитан' });
  const title = `Совы ${captain.phone.slice(-6)}`;
  const created = await api(page, captain.token, 'POST', '/api/team/', { title });
  expect(created.status()).toBe(201);
  const team = (await created.json()) as { id: number; secret_slug: string };

  await page.goto(`/event/${eventId}/registration`);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: title }).check();
  await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/team/${team.id}/event_registration$`));
  const slot = remoteSlot(page, 'mf_teams');
  await expect(slot.getByRole('checkbox', { name: 'В игре: Капитан' })).toBeChecked();

  // the captain adds a player by phone in the team cabinet
  await page.goto(`/team/${team.secret_slug}`);
  await slot.getByRole('button', { name: 'Добавить игрока' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('Имя').fill('Я');
  await add.getByRole('button', { name: 'Добавить' }).click();
  await expect(add.getByText('Имя должно содержать не менее 2 букв!')).toBeVisible();
  await add.getByLabel('Имя').fill('Глеб');
  await add.getByLabel('Телефон').pressSequentially(uniquePhone().slice(1));
  await add.getByRole('button', { name: 'Добавить' }).click();
  await expect(slot.getByText('Глеб')).toBeVisible();

  // a second user joins by the invite link
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'ru-RU' });
  const second = await context.newPage();
  const member = await loginAs(second, { name: 'Дина' });
  await second.goto(`/reg_on_team/${team.secret_slug}`);
  await expect(second.getByText(`Вы хотите играть в команде «${title}»?`)).toBeVisible();
  await second.getByRole('button', { name: 'Хочу' }).click();
  await expect(second.getByText(`Теперь вы в команде «${title}»`)).toBeVisible();
  await second.getByRole('button', { name: 'ОК' }).click();
  await expect(second).toHaveURL(new RegExp(`/team/${team.secret_slug}$`));
  // a member who is not the captain sees no captain controls
  await expect(second.getByRole('button', { name: 'Покинуть команду' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Сделать капитаном' })).toHaveCount(0);
  await expect(second.getByRole('button', { name: /^Убрать/ })).toHaveCount(0);

  // he toggles himself in and out: the lock is visible
  await second.goto(`/event/${eventId}/team/${team.id}/event_registration`);
  const box = second.getByRole('checkbox', { name: 'В игре: Дина' });
  await box.click();
  await expect(second.getByText(/Подождите \d с/)).toBeVisible();
  await expect(box).toBeChecked();
  await expect(box).toBeEnabled({ timeout: 8000 });
  await box.click();
  await expect(box).not.toBeChecked();
  // the server refuses his captain calls
  const refused = await api(second, member.token, 'PATCH', `/api/team/${team.id}/`, { title: 'Захват' });
  expect(refused.status()).toBe(403);

  // the captain cannot remove himself, and hands the captaincy over
  await page.goto(`/team/${team.secret_slug}`);
  await expect(slot.getByRole('button', { name: 'Убрать Капитан' })).toHaveCount(0);
  const dina = slot.getByRole('listitem').filter({ hasText: 'Дина' });
  await dina.getByRole('button', { name: 'Сделать капитаном' }).click();
  await page.getByRole('button', { name: 'Да' }).click();
  await expect(slot.getByRole('button', { name: 'Сделать капитаном' })).toHaveCount(0);
  await expect(slot.getByRole('button', { name: 'Покинуть команду' })).toBeVisible();
  await context.close();
});
