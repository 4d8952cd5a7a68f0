/**
 * Registration journeys (mf_teams) as new users would: an anonymous visitor registers a new team from
 * the event page (nothing is registered before the code) and lands registered via set_check, and
 * joins an existing team with its invite link (its title alone is refused); a logged-in player
 * registers his team from the event page's modal; the captain adds a player by phone and a second
 * user joins by the invite link, toggles himself out and in (the lock is visible), sees no captain
 * controls and the server refuses his captain calls; the captain cannot remove himself and hands over
 * the captaincy; a player registers his team from an event card; the 11th participant gets the limit
 * message; a captainless team's title asks to claim it (409); a full game puts a team in the reserve
 * and a withdrawal promotes it (the captain's message in the dev outbox); the personal cabinet edits
 * the name, the phone (by code) and the avatar.
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

/**
 * An upcoming published game without an external registration that still has team places: one without
 * a limit, else the one with the most free places, if it has at least `min` (other journeys running in
 * parallel register teams too, so the seeded games' places shrink during the suite).
 */
async function openEvent(request: APIRequestContext, min = 3): Promise<number> {
  const future = (await (await request.get('/api/games/future/')).json()) as EventJson[];
  let best: { id: number; free: number } | null = null;
  for (const e of future) {
    if (e.workflow_state !== 'published' || e.reg_url || e.united) continue;
    const teams = (await (await request.get(`/api/event/${e.id}/team`)).json()) as {
      free_places: number | null;
    };
    if (teams.free_places === null) return e.id;
    if (!best || teams.free_places > best.free) best = { id: e.id, free: teams.free_places };
  }
  if (best && best.free >= min) return best.id;
  throw new Error(`the demo seed has no open game with ${min}+ free places`);
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
  const code = await codeFromOutbox(phone, before);
  // before the code nothing is registered, and the step says so
  await expect(page.getByRole('status').filter({ hasText: 'Команда ещё не зарегистрирована' })).toBeVisible();
  const pending = (await (await page.request.get(`/api/event/${eventId}/team`)).json()) as {
    registered: { title: string }[];
    reserve: { title: string }[];
  };
  expect([...pending.registered, ...pending.reserve].map((l) => l.title)).not.toContain(title);
  await page.getByLabel('Код', { exact: true }).pressSequentially(code);
  await expect(page).toHaveURL(
    new RegExp(`/event/${eventId}/team/\\d+/event_registration\\?set_check=true$`),
  );
  const slot = remoteSlot(page, 'mf_teams');
  await expect(slot.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(slot.getByRole('checkbox', { name: 'В игре: Аня' })).toBeChecked();
  await expect(slot.getByTestId('participant-counter')).toHaveText(/Участников: 1 из \d+/);
});

test('an anonymous visitor joins an existing team only with its invite link, after the code', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const eventId = await openEvent(page.request);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'ru-RU' });
  const helper = await context.newPage();
  const captain = await loginAs(helper, { name: 'Капитан' });
  const team = await newTeam(helper, captain.token, `Приглашённые ${captain.phone.slice(-6)}`);
  await context.close();

  const phone = uniquePhone();
  await page.goto(`/event/${eventId}/registration`);
  const form = page.getByRole('form', { name: 'Регистрация без входа' });
  await form.getByLabel('Ваше имя').fill('Гоша');
  await form.getByLabel('Телефон').pressSequentially(phone.slice(1));
  await form.getByLabel('Присоединиться к существующей').check();
  // the team's title is not an invite
  await form.getByLabel('Ссылка-приглашение в команду').fill(team.title);
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(
    form.getByText('Присоединиться к команде можно только по ссылке-приглашению от её капитана.'),
  ).toBeVisible();
  await form
    .getByLabel('Ссылка-приглашение в команду')
    .fill(`${new URL(page.url()).origin}/reg_on_team/${team.secret_slug}`);
  const before = new Date(Date.now() - 1000).toISOString();
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const code = await codeFromOutbox(phone, before);
  await expect(page.getByRole('status').filter({ hasText: 'Команда ещё не зарегистрирована' })).toBeVisible();
  await page.getByLabel('Код', { exact: true }).pressSequentially(code);
  await expect(page).toHaveURL(
    new RegExp(`/event/${eventId}/team/${team.id}/event_registration\\?set_check=true$`),
  );
  const slot = remoteSlot(page, 'mf_teams');
  await expect(slot.getByRole('checkbox', { name: 'В игре: Гоша' })).toBeChecked();
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
  // registering and unregistering answer in an information window (SPEC §4)
  const joinedInfo = second.getByRole('dialog', { name: 'Вы в игре! До встречи.' });
  await expect(joinedInfo).toBeVisible();
  await joinedInfo.getByRole('button', { name: 'ОК' }).click();
  await expect(second.getByText(/Подождите \d с/)).toBeVisible();
  await expect(box).toBeChecked();
  await expect(box).toBeEnabled({ timeout: 8000 });
  await box.click();
  const leftInfo = second.getByRole('dialog', { name: 'Вы сняты с игры.' });
  await expect(leftInfo).toBeVisible();
  await leftInfo.getByRole('button', { name: 'ОК' }).click();
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

interface TeamsJson {
  free_places: number | null;
  registered: { id: number }[];
}

async function newTeam(
  page: Page,
  token: string,
  title: string,
): Promise<{ id: number; title: string; secret_slug: string }> {
  const created = await api(page, token, 'POST', '/api/team/', { title });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: number; title: string; secret_slug: string };
}

test('a logged-in player registers his existing team from an event card; the card then says «Вы зарегистрированы»', async ({
  page,
}) => {
  const player = await loginAs(page, { name: 'Карточка' });
  const title = `Ежи ${player.phone.slice(-6)}`;
  const team = await newTeam(page, player.token, title);
  await page.goto('/games');
  const card = page
    .getByTestId('event-card')
    .filter({ has: page.getByRole('button', { name: 'Зарегистрироваться' }) })
    .first();
  await expect(card).toBeVisible();
  const eventHref = await card.locator('a[href^="/event/"]').first().getAttribute('href');
  const eventId = Number(eventHref?.match(/\/event\/(\d+)/)?.[1]);
  expect(eventId).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: title }).check();
  await dialog
    .getByRole('button', { name: /Зарегистрироваться|Нет мест, но можно записаться в резерв/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/team/${team.id}/event_registration$`));
  await page.goto('/games');
  const mine = page.getByTestId('event-card').filter({ has: page.locator(`a[href="/event/${eventId}"]`) });
  // the card leads to the team's registration page (SPEC §2): the list names the player's team
  const registered = mine.getByRole('link', { name: 'Вы зарегистрированы' });
  await expect(registered).toHaveAttribute('href', `/event/${eventId}/team/${team.id}/event_registration`);
  await registered.click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/team/${team.id}/event_registration$`));
});

test.describe('the roster limit', () => {
  // the 11th participant is refused by the server on purpose
  test.use({ ignoreConsoleErrors: /status of 400 .*\/api\/event_player\/\d+\/\)$/ });
  test('the 11th participant of a team gets the limit message', async ({ page }) => {
    test.setTimeout(90_000);
    // one free place is enough: the lineup below takes it
    const eventId = await openEvent(page.request, 1);
    const captain = await loginAs(page, { name: 'Лимит' });
    const team = await newTeam(page, captain.token, `Десятка ${captain.phone.slice(-6)}`);
    const lineup = await api(page, captain.token, 'POST', '/api/event_team/', {
      event: eventId,
      team: team.id,
    });
    expect(lineup.status()).toBe(201);
    await page.goto(`/event/${eventId}/team/${team.id}/event_registration`);
    const slot = remoteSlot(page, 'mf_teams');
    const counter = slot.getByTestId('participant-counter');
    await expect(counter).toHaveText(/Участников: 1 из \d+/);
    const max = Number((await counter.textContent())?.match(/из (\d+)/)?.[1]);
    const guests = slot.getByRole('group', { name: 'Участников с игроком: Лимит' });
    for (let n = 2; n <= max; n += 1) {
      await guests.getByRole('button', { name: 'Увеличить' }).click();
      await expect(counter).toHaveText(`Участников: ${n} из ${max}`);
    }
    const limitText = `в одной команде на этой площадке может быть не больше ${max}`;
    await expect(slot.getByText(new RegExp(limitText))).toBeVisible();
    await guests.getByRole('button', { name: 'Увеличить' }).click();
    await expect(slot.getByRole('alert')).toContainText(`не больше ${max}`);
    await expect(counter).toHaveText(`Участников: ${max} из ${max}`);
  });
});

test.describe('the title conflict', () => {
  // POST team/ answers 409 for the captainless team's title on purpose
  test.use({ ignoreConsoleErrors: /status of 409 .*\/api\/team\/\)$/ });
  test('creating a team with a captainless team’s title asks to claim it (409); yes makes the user its captain', async ({
    page,
  }) => {
    await loginAs(page, { name: 'Находка' });
    await page.goto('/team/new_team');
    const slot = remoteSlot(page, 'mf_teams');
    await slot.getByLabel('Название команды').fill('Потерянные');
    await slot.getByRole('button', { name: 'Создать команду' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm).toContainText(
      'Команда «Потерянные» уже есть, но у неё нет капитана. Стать её капитаном?',
    );
    await confirm.getByRole('button', { name: 'Да' }).click();
    await expect(page).toHaveURL(/\/team\/c0ffee0000000001$/);
    await expect(slot.getByRole('heading', { name: 'Потерянные' })).toBeVisible();
    await expect(slot.getByRole('listitem').filter({ hasText: 'Находка' })).toContainText('капитан');
  });
});

test('a full game puts a team in the reserve; a withdrawal promotes it and tells its captain', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // the latest open game with the fewest free team places (far from the games other journeys pick)
  const future = (await (await page.request.get('/api/games/future/')).json()) as EventJson[];
  let target: { id: number; free: number } | null = null;
  for (const e of [...future].reverse()) {
    if (e.workflow_state !== 'published' || e.reg_url || e.united) continue;
    const teams = (await (await page.request.get(`/api/event/${e.id}/team`)).json()) as TeamsJson;
    if (teams.free_places === null || teams.free_places < 1) continue;
    if (!target || teams.free_places < target.free) target = { id: e.id, free: teams.free_places };
  }
  if (!target) throw new Error('the demo seed has no open game with a team limit');
  const eventId = target.id;

  // other captains take every free place
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'ru-RU' });
  const helper = await context.newPage();
  const fillers: { token: string; lineup: number }[] = [];
  for (let i = 0; i < target.free; i += 1) {
    const cap = await loginAs(helper, { name: `Занявший ${i + 1}` });
    const team = await newTeam(helper, cap.token, `Занято ${cap.phone.slice(-6)} ${i}`);
    const res = await api(helper, cap.token, 'POST', '/api/event_team/', { event: eventId, team: team.id });
    expect(res.status()).toBe(201);
    fillers.push({ token: cap.token, lineup: ((await res.json()) as { id: number }).id });
  }
  const full = (await (await page.request.get(`/api/event/${eventId}/team`)).json()) as TeamsJson;
  expect(full.free_places).toBe(0);

  // a new captain sees the full game and registers into the reserve
  const captain = await loginAs(page, { name: 'Запасной' });
  const title = `Запас ${captain.phone.slice(-6)}`;
  const team = await newTeam(page, captain.token, title);
  await page.goto(`/event/${eventId}/registration`);
  await expect(page.getByText('Нет мест, но можно записаться в резерв').first()).toBeVisible();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: title }).check();
  await dialog.getByRole('button', { name: 'Нет мест, но можно записаться в резерв' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/team/${team.id}/event_registration$`));
  const slot = remoteSlot(page, 'mf_teams');
  await expect(slot.getByText('Резерв № 1')).toBeVisible();
  await page.goto(`/event/${eventId}/registration`);
  await expect(page.getByText('ваша команда в листе ожидания')).toBeVisible();

  // a registered team withdraws: the reserve team is promoted and its captain gets a message
  const withdrawn = await api(
    helper,
    fillers[0]?.token ?? '',
    'DELETE',
    `/api/event_team/${fillers[0]?.lineup}/`,
  );
  expect(withdrawn.status()).toBe(204);
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/messages?phone=${captain.phone}`);
      const messages = res.ok() ? ((await res.json()) as { text: string }[]) : [];
      return messages.map((m) => m.text).join('\n');
    })
    .toContain(`Команда «${title}» переведена из резерва в основной список`);
  await page.goto(`/event/${eventId}/team/${team.id}/event_registration`);
  await expect(slot.getByTestId('participant-counter')).toBeVisible();
  await expect(slot.getByText(/Резерв №/)).toHaveCount(0);
  await context.close();
});

test.describe('the personal cabinet', () => {
  // a wrong code and a fake picture are refused on purpose
  test.use({ ignoreConsoleErrors: /status of 400 .*\/api\/user\/update\/(phone_confirm\/)?\)$/ });
  test('the personal cabinet saves the name, changes the phone by code and uploads an avatar', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const me = await loginAs(page, { name: 'Кабинет' });
    await page.goto('/cabinet');
    const slot = remoteSlot(page, 'mf_teams');
    await slot.getByLabel('Имя', { exact: true }).fill('Кабинетов');
    await slot.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Профиль сохранён')).toBeVisible();

    // the phone changes only after the code sent to the new number
    const phone = uniquePhone();
    await slot.getByLabel('Телефон').fill('');
    await slot.getByLabel('Телефон').pressSequentially(phone.slice(1));
    const before = new Date(Date.now() - 1000).toISOString();
    await slot.getByRole('button', { name: 'Сохранить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Подтвердите номер' });
    await expect(dialog).toBeVisible();
    const code = await codeFromOutbox(phone, before);
    await dialog.getByLabel('Код').pressSequentially(code === '0000' ? '1111' : '0000');
    await expect(dialog.getByText('Неверный код!')).toBeVisible();
    await dialog.getByLabel('Код').fill('');
    await dialog.getByLabel('Код').pressSequentially(code);
    await expect(page.getByText('Номер успешно изменен :)')).toBeVisible();
    const detail = (await (await api(page, me.token, 'GET', '/api/user_detail/')).json()) as {
      id: number;
      phone: string;
      first_name: string;
    };
    expect(detail).toMatchObject({ phone, first_name: 'Кабинетов' });

    // the avatar: a png is stored as a 160 px thumbnail and shown
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await slot
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await slot.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Профиль сохранён')).toBeVisible();
    const avatar = slot.getByRole('img', { name: 'Фото профиля' });
    await expect(avatar).toHaveAttribute('src', new RegExp(`^/api/user/${detail.id}/avatar/\\?v=`));
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
    // a text file named .png is refused by its content
    await slot
      .locator('input[type="file"]')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('не картинка') });
    await slot.getByRole('button', { name: 'Сохранить' }).click();
    await expect(slot.getByText('Можно загрузить только фото в формате png, jpeg или jpg.')).toBeVisible();
  });
});
