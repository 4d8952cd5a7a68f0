/**
 * Reminders and calendars in Chromium: a registered player downloads the game's `.ics` from the event card on the home
 * page (the file's content is checked: a calendar, the theme as SUMMARY, the start in UTC) and sees the
 * Google and Yandex calendar links; in /cabinet he switches reminders off, reloads, and they stay off.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginAs, remoteSlot, test } from '../fixtures';

interface FeedEvent {
  id: number;
  date: string;
  postfix: string;
  workflow_state: string;
  reg_url: string | null;
  united: boolean;
  game: { theme: { title: string } };
}

/** An upcoming published game of the home page (default city) with free team places. */
async function homeGame(request: APIRequestContext): Promise<FeedEvent> {
  const feed = (await (await request.get('/api/landing_feed')).json()) as { events: FeedEvent[] };
  for (const e of feed.events) {
    if (e.workflow_state !== 'published' || e.reg_url || e.united) continue;
    const teams = (await (await request.get(`/api/event/${e.id}/team`)).json()) as {
      free_places: number | null;
    };
    if (teams.free_places === null || teams.free_places > 2) return e;
  }
  throw new Error('the demo seed has no open game with free places on the home page');
}

async function call(page: Page, token: string, method: string, url: string, data?: unknown) {
  const res = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Token ${token}` },
    ...(data === undefined ? {} : { data: data as Record<string, unknown> }),
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res;
}

/** RFC 5545 text as values: long lines unfolded, `\,` `\;` `\\` unescaped. */
function unfold(ics: string): string {
  return ics.replace(/\r?\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
}

/** 2030-03-15T16:30:00.000Z → 20300315T163000Z */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

test('a registered player downloads the game’s .ics from the event card and sees the Google and Yandex links', async ({
  page,
}) => {
  const game = await homeGame(page.request);
  const player = await loginAs(page, { name: 'Календарь' });
  const team = (await (
    await call(page, player.token, 'POST', '/api/team/', { title: `Совы ${player.phone.slice(-6)}` })
  ).json()) as { id: number };
  await call(page, player.token, 'POST', '/api/event_team/', { event: game.id, team: team.id });
  const title = game.postfix.trim()
    ? `${game.game.theme.title} ${game.postfix.trim()}`
    : game.game.theme.title;

  await page.goto('/');
  const card = remoteSlot(page, 'mf_events')
    .getByTestId('event-card')
    .filter({ has: page.locator(`h3 a[href="/event/${game.id}"]`) });
  await expect(card.getByRole('link', { name: 'Вы зарегистрированы' })).toBeVisible();
  const toggle = card.getByRole('button', { name: 'Добавить в календарь' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const google = card.getByRole('link', { name: 'Google Календарь' });
  await expect(google).toBeVisible();
  const googleUrl = new URL((await google.getAttribute('href')) ?? '');
  expect(googleUrl.origin + googleUrl.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(googleUrl.searchParams.get('text')).toBe(title);
  expect(googleUrl.searchParams.get('dates')?.split('/')[0]).toBe(utcStamp(game.date));
  expect(googleUrl.searchParams.get('details')).toMatch(new RegExp(`/event/${game.id}$`));
  const yandex = card.getByRole('link', { name: 'Яндекс Календарь' });
  await expect(yandex).toBeVisible();
  const yandexUrl = new URL((await yandex.getAttribute('href')) ?? '');
  expect(yandexUrl.host).toBe('calendar.yandex.ru');
  expect(yandexUrl.searchParams.get('name')).toBe(title);
  expect(new Date(yandexUrl.searchParams.get('startTs') ?? '').toISOString()).toBe(
    new Date(game.date).toISOString(),
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: /Скачать файл \.ics/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`quiz-${game.id}.ics`);
  const ics = unfold(await readFile(await download.path(), 'utf8'));
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r?\n/);
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(new RegExp(`^SUMMARY:${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'm'));
  expect(ics).toMatch(new RegExp(`^DTSTART:${utcStamp(game.date)}\\r?$`, 'm'));
  expect(ics).toMatch(new RegExp(`^UID:event-${game.id}@`, 'm'));
  expect(ics).toMatch(/END:VCALENDAR\s*$/);
});

test('the reminder switch in the cabinet: on by default, switched off, still off after a reload', async ({
  page,
}) => {
  const player = await loginAs(page, { name: 'Напоминания' });
  await page.goto('/cabinet');
  const slot = remoteSlot(page, 'mf_teams');
  await expect(slot.getByRole('heading', { name: 'Напоминания и календарь' })).toBeVisible();
  const toggle = slot.getByRole('switch', { name: 'Напоминать об играх' });
  await expect(toggle).toBeChecked();
  const saved = page.waitForResponse(
    (res) => res.url().includes('/api/user/reminders/') && res.request().method() === 'PATCH',
  );
  await toggle.click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Напоминания выключены.')).toBeVisible();
  await expect(toggle).not.toBeChecked();

  await page.reload();
  await expect(slot.getByRole('switch', { name: 'Напоминать об играх' })).not.toBeChecked();
  const settings = await call(page, player.token, 'GET', '/api/user/reminders/');
  expect(await settings.json()).toMatchObject({ reminders_enabled: false });

  // the personal feed: made on request, a link to this site's feed
  await slot.getByRole('button', { name: 'Получить ссылку' }).click();
  await expect(slot.getByRole('textbox', { name: 'Ссылка на ваш календарь' })).toHaveValue(
    /^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[0-9a-f]{32}\/feed\.ics$/,
  );
});
