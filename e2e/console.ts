/**
 * What the organizer journeys share (organizer.spec.ts, game-night.spec.ts): a browser context of a
 * person on the night, an API call that must succeed, a start a minute or two ahead and the move that
 * brings it to a few seconds ahead, the console's game form, and a game made and a team registered
 * through the API (also for requests-after-changes.spec.ts).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A browser of the night: its own size, Moscow time, logged in with `token` when given. */
export async function nightContext(
  browser: Browser,
  viewport: { width: number; height: number },
  token?: string,
) {
  const context = await browser.newContext({
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    serviceWorkers: 'block',
    viewport,
  });
  if (token) {
    const baseURL = test.info().project.use.baseURL ?? '';
    await context.addCookies([{ name: 'quiz_token', value: token, url: baseURL, sameSite: 'Lax' }]);
  }
  return context;
}

/** A call of the API as the holder of `token`, which must succeed; its JSON. */
export async function apiAs(page: Page, token: string, method: string, url: string, data?: unknown) {
  const res = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Token ${token}` },
    ...(data === undefined ? {} : { data: data as Record<string, unknown> }),
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/**
 * A start on a whole minute at least `leadMs` ahead: the console form's Moscow wall-clock value and the
 * instant (the form takes whole minutes). What must happen before the start (registrations, the refused
 * publication) fits in the lead; then `startSoon` brings the start near instead of waiting for it.
 */
export function soonStart(leadMs: number): { local: string; at: number } {
  const at = Math.ceil((Date.now() + leadMs) / 60_000) * 60_000;
  return { local: new Date(at + 3 * 3600_000).toISOString().slice(0, 16), at };
}

/**
 * The organizer moves the game's start to `leadMs` from now (PATCH organizer/events/{id}/ with
 * `postpone`, as the console's «Перенести» does: registrations are kept, its players are told) and
 * answers the new start. The journeys do this once everything that needs the game ahead is done, so
 * they do not sit out the minute or two of the form's whole-minute start before publishing the
 * results, which the server refuses before the start.
 */
export async function startSoon(page: Page, token: string, eventId: number, leadMs = 5_000): Promise<number> {
  const at = Date.now() + leadMs;
  await apiAs(page, token, 'PATCH', `/api/organizer/events/${eventId}/`, {
    action: 'postpone',
    date: new Date(at).toISOString(),
  });
  return at;
}

/** The console's game form, opened from «Новая игра»: the first theme, a Москва venue, the subtitle and start. */
export async function startGameForm(page: Page, postfix: string, local: string): Promise<Locator> {
  await page.getByRole('link', { name: 'Новая игра' }).click();
  const form = page.getByRole('form', { name: 'Игра' });
  await form.getByLabel('Тема').selectOption({ index: 1 });
  const place = form.getByLabel('Площадка');
  const moscow = await place
    .locator('option')
    .evaluateAll((options) =>
      options.find((o) => o.textContent?.includes('(Москва)'))?.getAttribute('value'),
    );
  await place.selectOption(moscow ?? '');
  await form.getByLabel('Подзаголовок (например, «#2»)').fill(postfix);
  await form.getByLabel('Дата и время').fill(local);
  return form;
}

/** «Опубликовать» on the game form; answers the new game's id from the console URL it opens. */
export async function publishGameForm(page: Page, form: Locator): Promise<number> {
  await form.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page).toHaveURL(/\/organizer\/event\/\d+$/);
  return Number(page.url().match(/\/organizer\/event\/(\d+)$/)?.[1]);
}

/**
 * A game of the first theme at a Москва venue made through the console's API (POST organizer/events/),
 * `daysAhead` days from now at 400 ₽, published unless `publish: false`; answers its id.
 */
export async function createGame(
  page: Page,
  token: string,
  { postfix, daysAhead, publish = true }: { postfix: string; daysAhead: number; publish?: boolean },
): Promise<number> {
  const places = (await apiAs(page, token, 'GET', '/api/organizer/places/')) as Array<{
    id: number;
    city: number;
  }>;
  const themes = (await (await page.request.get('/api/theme/')).json()) as Array<{ id: number }>;
  const game = (await apiAs(page, token, 'POST', '/api/organizer/events/', {
    theme: themes[0]?.id,
    place: places.find((p) => p.city === 1)?.id,
    date: new Date(Date.now() + daysAhead * 24 * 3600_000).toISOString(),
    cost: 400,
    postfix,
    publish,
  })) as { id: number };
  return game.id;
}

/** The captain holding `token` makes a team called `title` and registers it for the game (API). */
export async function registerTeam(page: Page, token: string, eventId: number, title: string): Promise<void> {
  const team = (await apiAs(page, token, 'POST', '/api/team/', { title })) as { id: number };
  await apiAs(page, token, 'POST', '/api/event_team/', { event: eventId, team: team.id });
}
