/**
 * A whole game night through the organizer console, in Chromium against the real server, on the
 * devices of the night: the organizer's 1280 px laptop, 375 px phones (the organizer at the door, the
 * players) and the hall's 1920×1080 screen.
 *
 * The night: the organizer schedules and publishes a game with a limit of 4 teams and 6 players a
 * team → publishing its results is refused before the start (the console shows the domain's sentence
 * instead of the button; the server answers 409 with it) → four captains register (API) and a fifth
 * registers from his phone's event page into the reserve («Нет мест, но можно записаться в резерв» →
 * «Резерв № 1») → at the door, on the second organizer's phone, «Кто придёт»: a no-show found by its
 * captain's phone is dropped («Не пришла»), «Предложить место: …» promotes the reserve team (its
 * captain's page no longer says «Резерв»), a walk-in team with its captain's phone goes over the limit
 * after «Превысить лимит», teams are checked in with the people they brought (7 over the limit of 6 is
 * asked first, «Отмена» sends nothing) → the organizer moves the start to a few seconds ahead (the
 * journey does not sit out the form's whole-minute start) → the hall screen shows the live results' QR code → the two organizers score different tours of the same team at
 * the same moment: both values kept, each sees the other's through the live update, the hall screen
 * follows → at the start «Опубликовать результаты» appears; its dialog can be cancelled, then publishes
 * → `/rating` shows the night → «Снять с публикации» (confirmed) takes the night out of `/rating` → a
 * score is corrected, the results published again → `/rating` follows the correction.
 * And a cancelled game seen from a registered player's phone: the event page and the cabinet say
 * «Игра отменена» (no «Добавить в календарь»), its `.ics` says STATUS:CANCELLED with a higher SEQUENCE.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import {
  arrivedPeopleText,
  DOOR_TEXTS,
  EVENT_STATUS_TEXTS,
  LIVE_SHARE_TEXTS,
  offerPlaceText,
  playerLimitText,
  RESULTS_TEXTS,
  SCORE_TEXTS,
  TEAM_TEXTS,
  teamLimitText,
} from '../../packages/domain/src/index';
import {
  createGame,
  nightContext,
  publishGameForm,
  registerTeam,
  soonStart,
  startGameForm,
  startSoon,
} from '../console';
import {
  apiLogin,
  expect,
  formatPhone,
  type LoggedIn,
  loginAs,
  remoteSlot,
  signIn,
  test,
  uniquePhone,
  waitForAppOnLoad,
} from '../fixtures';
import { account } from '../roles';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const HALL = { width: 1920, height: 1080 };
const TEAM_LIMIT = 4;
const PLAYERS_LIMIT = 6;

// the door's refusals over a limit are 409 answers the console turns into its «Превысить лимит» question
test.use({ ignoreConsoleErrors: /status of 409/, actionTimeout: 20_000 });

/** A browser of the night: its own size, Moscow time, logged in with `token` when given. */
async function device(browser: Browser, viewport: { width: number; height: number }, token?: string) {
  const context = await nightContext(browser, viewport, token);
  // an action waits at most this long (a journey of five minutes should not hang on one click)
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  // like the fixture's page: a server-rendered page's goto resolves once its app is live
  waitForAppOnLoad(page);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 409/.test(msg.text())) errors.push(msg.text());
  });
  return { context, page, errors };
}

type Device = Awaited<ReturnType<typeof device>>;

/** The console's schedule form: a Москва venue, the limits of the night, published; answers the id. */
async function scheduleGame(page: Page, postfix: string, local: string): Promise<number> {
  await page.goto('/organizer');
  const form = await startGameForm(page, postfix, local);
  await form.getByLabel('Цена, ₽').fill('500');
  await form.getByLabel('Лимит команд').fill(String(TEAM_LIMIT));
  await form.getByLabel('Игроков в команде').fill(String(PLAYERS_LIMIT));
  return publishGameForm(page, form);
}

/** The game's console screen links to its scores, where publishing waits for the start. */
async function publishRefusedBeforeStart(page: Page, token: string, eventId: number) {
  await page.getByRole('navigation', { name: 'Игра' }).getByRole('link', { name: 'Баллы игры' }).click();
  await expect(page).toHaveURL(new RegExp(`/organizer/event/${eventId}/scores$`));
  const results = remoteSlot(page, 'mf_seating').getByRole('region', { name: 'Результаты' });
  await expect(results).toContainText(RESULTS_TEXTS.state.notStarted);
  await expect(results.getByRole('button', { name: RESULTS_TEXTS.publish })).toHaveCount(0);
  // the server refuses it too, with the same sentence, and writes nothing
  const res = await page.request.post(`/api/organizer/events/${eventId}/results/publish/`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(res.status()).toBe(409);
  expect(((await res.json()) as { detail: string }).detail).toBe(SCORE_TEXTS.notPlayedYet);
}

interface Team {
  title: string;
  captain: LoggedIn;
}

/** A captain's team registered through the API (the night is not about registering). */
async function registeredTeam(page: Page, eventId: number, title: string, name: string): Promise<Team> {
  const captain = await apiLogin({ name });
  await registerTeam(page, captain.token, eventId, title);
  return { title, captain };
}

/** The fifth team registers from its captain's phone: the game is full, so into the reserve. */
async function registerIntoReserve(phone: Page, eventId: number, title: string) {
  await phone.goto(`/event/${eventId}`);
  const panel = remoteSlot(phone, 'mf_events').locator('#registration-panel');
  await panel.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const dialog = phone.getByRole('dialog');
  await dialog.getByLabel('Название новой команды').fill(title);
  await dialog.getByRole('button', { name: TEAM_TEXTS.reserveOffer }).click();
  await expect(phone).toHaveURL(new RegExp(`/event/${eventId}/team/\\d+/event_registration$`));
  await expect(remoteSlot(phone, 'mf_teams').getByText('Резерв № 1')).toBeVisible();
}

const card = (door: Locator, title: string) => door.getByRole('article', { name: title, exact: true });

/** «Кто придёт» on the door's phone: the no-show found by its captain's phone, the reserve promoted. */
async function noShowAndPromote(door: Locator, noShow: Team, reserve: string) {
  const totals = door.getByRole('region', { name: 'Итого' });
  await expect(totals).toContainText(new RegExp(`4\\sкоманды из ${TEAM_LIMIT}`));
  await expect(totals).toContainText('В резерве: 1');
  await expect(card(door, reserve)).toContainText('1. ');
  await door.getByRole('searchbox', { name: DOOR_TEXTS.searchLabel }).fill(noShow.captain.phone.slice(-7));
  await expect(door.getByRole('article')).toHaveCount(1);
  await card(door, noShow.title)
    .getByRole('button', { name: `${DOOR_TEXTS.markNoShow}: «${noShow.title}»` })
    .click();
  await door.getByRole('searchbox', { name: DOOR_TEXTS.searchLabel }).fill('');
  await expect(door.getByRole('region', { name: DOOR_TEXTS.noShow })).toContainText(noShow.title);
  const offer = door.getByRole('region', { name: DOOR_TEXTS.freedPlace });
  await offer.getByRole('button', { name: offerPlaceText(reserve) }).click();
  await expect(offer).toHaveCount(0);
  await expect(
    door.getByRole('region', { name: 'Зарегистрированы' }).getByRole('article', { name: reserve }),
  ).toBeVisible();
  await expect(totals).toContainText(new RegExp(`4\\sкоманды из ${TEAM_LIMIT}`));
  await expect(totals).toContainText('В резерве: 0');
  await expect(totals).toContainText('Не пришли: 1');
}

/** A team at the door with its captain's phone: over the limit, asked first, then in and checked in. */
async function walkIn(page: Page, door: Locator, title: string, phone: string) {
  const form = door.getByRole('form', { name: DOOR_TEXTS.walkInNew });
  await form.getByLabel(DOOR_TEXTS.walkInTitleLabel).fill(title);
  await form.getByLabel(DOOR_TEXTS.walkInPhoneLabel).fill(formatPhone(phone));
  await form.getByLabel(DOOR_TEXTS.walkInNameLabel).fill('Капитан Кротов');
  await form.getByLabel(DOOR_TEXTS.playersLabel).fill('4');
  await form.getByRole('button', { name: DOOR_TEXTS.walkInAdd }).click();
  const ask = page.getByRole('dialog', { name: `${DOOR_TEXTS.overLimit}?` });
  await expect(ask).toContainText(teamLimitText(TEAM_LIMIT, TEAM_LIMIT));
  await ask.getByRole('button', { name: DOOR_TEXTS.overLimit }).click();
  const walked = card(door, title);
  await expect(walked).toContainText('Капитан: Капитан Кротов');
  await expect(walked.getByRole('link', { name: /^\+7 / })).toHaveAttribute('href', `tel:+${phone}`);
  await expect(walked.getByRole('button', { name: DOOR_TEXTS.arrived })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(walked).toContainText(arrivedPeopleText(4));
  await expect(door.getByRole('region', { name: 'Итого' })).toContainText(
    new RegExp(`5\\sкоманд из ${TEAM_LIMIT}`),
  );
}

/** Checks a team in with the people it brought. */
async function checkIn(door: Locator, title: string, players: number) {
  const team = card(door, title);
  await team
    .getByRole('spinbutton', { name: `${DOOR_TEXTS.playersLabel}: «${title}»` })
    .fill(String(players));
  await team.getByRole('button', { name: DOOR_TEXTS.markArrived }).click();
  await expect(team.getByRole('button', { name: DOOR_TEXTS.arrived })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(team).toContainText(arrivedPeopleText(players));
}

/** Seven people in a team of at most six: asked first; «Отмена» sends nothing, six are checked in. */
async function checkInOverPlayers(page: Page, door: Locator, title: string) {
  const team = card(door, title);
  await team.getByRole('spinbutton', { name: `${DOOR_TEXTS.playersLabel}: «${title}»` }).fill('7');
  await team.getByRole('button', { name: DOOR_TEXTS.markArrived }).click();
  const ask = page.getByRole('dialog', { name: `${DOOR_TEXTS.overLimit}?` });
  await expect(ask).toContainText(playerLimitText(7, PLAYERS_LIMIT));
  await ask.getByRole('button', { name: DOOR_TEXTS.cancel }).click();
  await expect(ask).toHaveCount(0);
  await expect(team.getByRole('button', { name: DOOR_TEXTS.markArrived })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await checkIn(door, title, PLAYERS_LIMIT);
}

/** The hall's TV: the QR code of the live results, large and whole on the 1920×1080 screen. */
async function hallScreen(hall: Page, eventId: number) {
  const qr = hall.getByRole('complementary', { name: LIVE_SHARE_TEXTS.scan });
  const image = qr.getByRole('img', { name: LIVE_SHARE_TEXTS.qrLabel });
  await expect(image).toBeVisible();
  await expect(qr).toContainText(`${new URL(hall.url()).host}/game_result/${eventId}`);
  const box = await image.boundingBox();
  expect(box, 'the QR code is laid out').not.toBeNull();
  // min(30vw, 52vh) of 1920×1080: some 560 px, scannable across a hall, and all of it on the screen
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(500);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(HALL.height);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(HALL.width);
  await expect(hall.getByText('Скоро здесь появятся результаты')).toBeVisible();
  await expect(hall.getByRole('navigation', { name: 'Основная навигация' })).toHaveCount(0);
}

const cell = (page: Page, team: string, tour: number) =>
  page.getByRole('textbox', { name: `${team}, тур ${tour}`, exact: true });

/**
 * Types a score and leaves the cell, which saves it (a phone's «Готово», a click elsewhere). The focus
 * leaves the grid: a focused cell counts as being edited and takes no live update (cellSync.ts).
 */
async function score(page: Page, team: string, tour: number, value: string) {
  const input = cell(page, team, tour);
  await input.fill(value);
  const saved = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && /\/scores\/\d+\/$/.test(new URL(res.url()).pathname),
  );
  await input.blur();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('row', { name: new RegExp(team) })).toContainText('Сохранено');
}

/** A row's last cell: the total, on the score sheet and on the hall's screen. */
const total = (page: Page, team: string) =>
  page
    .getByRole('row', { name: new RegExp(team) })
    .getByRole('cell')
    .last();

/** Publishing needs a confirmation that says what happens; «Не публиковать» sends nothing. */
async function publish(page: Page, cancelFirst: boolean) {
  const results = remoteSlot(page, 'mf_seating').getByRole('region', { name: 'Результаты' });
  const button = results.getByRole('button', { name: RESULTS_TEXTS.publish });
  const dialog = page.getByRole('dialog', { name: RESULTS_TEXTS.publishConfirm.title });
  if (cancelFirst) {
    await button.click();
    await expect(dialog).toContainText(RESULTS_TEXTS.publishConfirm.description);
    await dialog.getByRole('button', { name: RESULTS_TEXTS.publishConfirm.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(results).toContainText(RESULTS_TEXTS.state.scoring);
  }
  await button.click();
  await dialog.getByRole('button', { name: RESULTS_TEXTS.publishConfirm.confirm }).click();
  await expect(results.getByRole('status')).toHaveText(RESULTS_TEXTS.published);
  await expect(results).toContainText(RESULTS_TEXTS.state.published);
}

async function unpublish(page: Page) {
  const results = remoteSlot(page, 'mf_seating').getByRole('region', { name: 'Результаты' });
  await results.getByRole('button', { name: RESULTS_TEXTS.unpublish }).click();
  const dialog = page.getByRole('dialog', { name: RESULTS_TEXTS.unpublishConfirm.title });
  await expect(dialog).toContainText(RESULTS_TEXTS.unpublishConfirm.description);
  await dialog.getByRole('button', { name: RESULTS_TEXTS.unpublishConfirm.confirm }).click();
  await expect(results.getByRole('status')).toHaveText(RESULTS_TEXTS.unpublished);
  await expect(results).toContainText(RESULTS_TEXTS.state.scoring);
}

/** `/rating` searched for the night's teams: each team's points (the last column), or absent. */
async function expectRating(page: Page, stamp: string, points: Record<string, string | null>) {
  await page.goto('/rating');
  const slot = remoteSlot(page, 'mf_seating');
  await slot.getByRole('searchbox', { name: 'Поиск команды' }).fill(stamp);
  for (const [team, value] of Object.entries(points)) {
    const row = slot.getByRole('row', { name: new RegExp(team) });
    if (value === null) await expect(row).toHaveCount(0);
    else await expect(row.locator('td').last()).toHaveText(value);
  }
}

/** Four teams register (API), the fifth from its captain's phone goes into the reserve. */
async function registerFive(page: Page, browser: Browser, eventId: number, name: (word: string) => string) {
  const foxes = await registeredTeam(page, eventId, name('Лисы'), 'Капитан Лисов');
  const owls = await registeredTeam(page, eventId, name('Совы'), 'Капитан Совин');
  const hedgehogs = await registeredTeam(page, eventId, name('Ежи'), 'Капитан Ежов');
  const wolves = await registeredTeam(page, eventId, name('Волки'), 'Капитан Волков');
  const badgers = name('Барсуки');
  const reservePhone = await device(browser, PHONE);
  await loginAs(reservePhone.page, { name: 'Капитан Барсуков' });
  await registerIntoReserve(reservePhone.page, eventId, badgers);
  return { foxes, owls, hedgehogs, wolves, badgers, reservePhone };
}

interface DoorTeams {
  foxes: Team;
  owls: Team;
  hedgehogs: Team;
  wolves: Team;
  badgers: string;
  moles: string;
}

/**
 * The door, on the second organizer's phone: «Кто придёт» from the game's console screen; the no-show
 * dropped and the reserve promoted (its captain's phone shows it), the walk-in, the check-ins.
 */
async function atTheDoor(second: Page, reserveCaptain: Page, eventId: number, teams: DoorTeams) {
  await second.goto(`/organizer/event/${eventId}`);
  await second.getByRole('navigation', { name: 'Игра' }).getByRole('link', { name: 'Кто придёт' }).click();
  const door = remoteSlot(second, 'mf_teams');
  await expect(door.getByRole('heading', { level: 1, name: 'Кто придёт' })).toBeVisible();
  await noShowAndPromote(door, teams.wolves, teams.badgers);
  await reserveCaptain.reload();
  const lineup = remoteSlot(reserveCaptain, 'mf_teams');
  await expect(lineup.getByRole('heading', { level: 3, name: teams.badgers })).toBeVisible();
  await expect(lineup.getByText('Резерв № 1')).toHaveCount(0);
  await walkIn(second, door, teams.moles, uniquePhone());
  await checkInOverPlayers(second, door, teams.foxes.title);
  for (const team of [teams.owls, teams.hedgehogs]) await checkIn(door, team.title, 4);
  await checkIn(door, teams.badgers, 5);
  await expect(door.getByRole('region', { name: 'Итого' })).toContainText('Пришли: 5');
}

/** The two organizers score different tours of one team at the same moment; each sees both. */
async function scoreTogether(laptop: Page, phone: Page, hall: Page, team: string) {
  await Promise.all([score(laptop, team, 1, '7,5'), score(phone, team, 2, '8')]);
  // no value lost: each one's value reaches the other through the live update, and the hall's screen
  await expect(cell(laptop, team, 2)).toHaveValue('8');
  await expect(cell(phone, team, 1)).toHaveValue('7,5');
  await expect(cell(laptop, team, 1)).toHaveValue('7,5');
  await expect(cell(phone, team, 2)).toHaveValue('8');
  for (const p of [laptop, phone, hall]) await expect(total(p, team)).toHaveText('15,5');
}

/** Leaves nothing open and fails on any console error or uncaught exception of the night's devices. */
async function closeAll(devices: Device[]) {
  const errors = devices.flatMap((d) => d.errors);
  await Promise.all(devices.map((d) => d.context.close()));
  expect(errors, 'no console errors or uncaught exceptions on the other devices').toEqual([]);
}

test('a game night: schedule → reserve → door → check-in → two organizers score → publish → unpublish, correct → rating', async ({
  page,
  browser,
}) => {
  test.setTimeout(200_000);
  await page.setViewportSize(LAPTOP);
  const stamp = `${Date.now() % 1_000_000}`;
  const name = (word: string) => `${word} ${stamp}`;
  const organizer = await signIn(page, 'organizer');

  // the laptop: the game is scheduled and published; its results wait for the start
  // a start 90 to 150 s ahead: the registrations and the door before it fit
  const start = soonStart(90_000);
  const eventId = await scheduleGame(page, `Ночь ${stamp}`, start.local);
  await publishRefusedBeforeStart(page, organizer.token, eventId);

  const night = await registerFive(page, browser, eventId, name);
  const { foxes, owls, hedgehogs, wolves, badgers, reservePhone } = night;
  const moles = name('Кроты');
  const doorPhone = await device(browser, PHONE, account('secondOrganizer').token);
  const second = doorPhone.page;
  await atTheDoor(second, reservePhone.page, eventId, { ...night, moles });
  // everything the game's start closes is done: the organizer brings the start near instead of
  // waiting for it
  const startsAt = await startSoon(page, organizer.token, eventId);

  // the hall's TV opens the console's «Экран в зале» (a window of its own)
  await page.goto(`/organizer/event/${eventId}`);
  const screenLink = page
    .getByRole('navigation', { name: 'Игра' })
    .getByRole('link', { name: 'Экран в зале' });
  await expect(screenLink).toHaveAttribute('target', '_blank');
  const hall = await device(browser, HALL);
  await hall.page.goto((await screenLink.getAttribute('href')) ?? '');
  await hallScreen(hall.page, eventId);

  // both organizers on the scores: the checked-in teams, not the no-show
  await page.goto(`/organizer/event/${eventId}/scores`);
  await second.goto(`/organizer/event/${eventId}/scores`);
  for (const p of [page, second]) {
    for (const t of [foxes.title, owls.title, hedgehogs.title, badgers, moles])
      await expect(cell(p, t, 1)).toBeVisible();
    await expect(cell(p, wolves.title, 1)).toHaveCount(0);
  }
  await scoreTogether(page, second, hall.page, foxes.title);
  await score(second, owls.title, 1, '9');
  await score(page, hedgehogs.title, 1, '3');
  await score(second, badgers, 1, '6');
  await score(page, moles, 1, '4');
  await expect(cell(page, owls.title, 1)).toHaveValue('9');
  await expect(cell(second, moles, 1)).toHaveValue('4');
  for (const [team, sum] of [
    [owls.title, '9'],
    [hedgehogs.title, '3'],
    [badgers, '6'],
    [moles, '4'],
  ] as const)
    await expect(total(hall.page, team)).toHaveText(sum);

  // the start: the screen offers «Опубликовать результаты» by itself
  const results = remoteSlot(page, 'mf_seating').getByRole('region', { name: 'Результаты' });
  await expect(results.getByRole('button', { name: RESULTS_TEXTS.publish })).toBeVisible({
    timeout: Math.max(0, startsAt - Date.now()) + 15_000,
  });
  await publish(page, true);
  await expect(hall.page.getByText('Итоги игры')).toBeVisible();
  const watcher = reservePhone.page;
  await expectRating(watcher, stamp, { [foxes.title]: '15,5', [owls.title]: '9', [wolves.title]: null });

  // taken back: out of the rating; corrected and published again: the rating follows
  await unpublish(page);
  await expectRating(watcher, stamp, { [foxes.title]: null, [owls.title]: null });
  await score(page, owls.title, 2, '10');
  await expect(cell(second, owls.title, 2)).toHaveValue('10');
  await expect(total(second, owls.title)).toHaveText('19');
  await publish(page, false);
  await expectRating(watcher, stamp, { [owls.title]: '19', [foxes.title]: '15,5', [badgers]: '6' });
  await expect(remoteSlot(watcher, 'mf_seating').getByRole('rowheader')).toHaveText([
    owls.title,
    foxes.title,
    badgers,
    moles,
    hedgehogs.title,
  ]);

  await closeAll([reservePhone, doorPhone, hall]);
});

/** A published game three days ahead in Москва with the player's team registered (API). */
async function gameToCancel(page: Page, organizerToken: string, postfix: string, player: LoggedIn) {
  const eventId = await createGame(page, organizerToken, { postfix, daysAhead: 3 });
  await registerTeam(page, player.token, eventId, `Ежи ${postfix}`);
  return eventId;
}

/** RFC 5545 text as values: long lines unfolded. */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

async function calendarFile(page: Page, eventId: number) {
  const res = await page.request.get(`/api/event/${eventId}/calendar.ics`);
  expect(res.status()).toBe(200);
  const ics = unfold(await res.text());
  const sequence = Number(ics.match(/^SEQUENCE:(\d+)\r?$/m)?.[1] ?? Number.NaN);
  const status = ics.match(/^STATUS:(\w+)\r?$/m)?.[1];
  const summary = ics.match(/^SUMMARY:(.*?)\r?$/m)?.[1];
  return { sequence, status, summary };
}

/** The player's cabinet item of the game (by its postfix). */
const cabinetItem = (page: Page, postfix: string) =>
  remoteSlot(page, 'mf_teams').getByRole('listitem').filter({ hasText: postfix });

test('a cancelled game seen from a registered player’s phone: event page, cabinet, .ics', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  const organizer = await signIn(page, 'organizer');
  const postfix = `Отмена ${Date.now() % 1_000_000}`;
  const phone = await device(browser, PHONE);
  const player = await loginAs(phone.page, { name: 'Игрок Отменов' });
  const eventId = await gameToCancel(page, organizer.token, postfix, player);

  // before: the cabinet offers the calendar, the file confirms the game
  await phone.page.goto('/cabinet');
  await expect(
    cabinetItem(phone.page, postfix).getByRole('button', { name: 'Добавить в календарь' }),
  ).toBeVisible();
  const before = await calendarFile(phone.page, eventId);
  expect(before.status).toBe('CONFIRMED');
  expect(Number.isInteger(before.sequence)).toBe(true);

  // the organizer cancels it on the console, with a reason, after the question
  await page.goto(`/organizer/event/${eventId}`);
  await page.getByRole('button', { name: 'Отменить игру' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отменить игру?' });
  await dialog.getByLabel('Причина (необязательно)').fill('Ведущий заболел');
  await dialog.getByRole('button', { name: 'Отменить игру' }).click();
  await expect(page.getByText('Игра отменена. Участники получат сообщение.')).toBeVisible();

  // the player's phone: the event page
  await phone.page.goto(`/event/${eventId}`);
  const event = remoteSlot(phone.page, 'mf_events');
  await expect(event.getByTestId('event-status').first()).toContainText(EVENT_STATUS_TEXTS.cancelled);
  await expect(event.getByText(EVENT_STATUS_TEXTS.registrationCancelled)).toBeVisible();
  await expect(event.getByRole('button', { name: 'Зарегистрироваться' })).toHaveCount(0);
  await expect(event.getByRole('button', { name: 'Добавить в календарь' })).toHaveCount(0);

  // the cabinet
  await phone.page.goto('/cabinet');
  const item = cabinetItem(phone.page, postfix);
  await expect(item.getByTestId('event-status')).toContainText(EVENT_STATUS_TEXTS.cancelled);
  await expect(item.getByRole('button', { name: 'Добавить в календарь' })).toHaveCount(0);

  // the game's calendar file: cancelled, with a higher sequence so calendars take it over the old one
  const after = await calendarFile(phone.page, eventId);
  expect(after.status).toBe('CANCELLED');
  expect(after.sequence).toBeGreaterThan(before.sequence);
  expect(after.summary).toMatch(new RegExp(`^${EVENT_STATUS_TEXTS.cancelled}: .*${postfix}$`));

  await closeAll([phone]);
});
