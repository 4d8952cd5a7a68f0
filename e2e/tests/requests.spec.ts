/**
 * One data layer: a page load asks the API for each URL once. For each page below, every request to
 * `/api/…` made by the browser from the navigation until the page has been quiet for a while is
 * recorded by method and full URL (query included); no pair may appear twice. Logged-out and
 * logged-in visits are separate (the session changes the answers). The demo player Мария
 * (79990000011) has a team and an open preorder in the seed data; the seating page is an organizer's
 * (79990000001).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { recordApi, repeated } from '../api-requests';
import { expect, signIn, test } from '../fixtures';

/** Opens `path` and returns every API request it made, as 'METHOD /api/path?query'. */
async function apiRequestsOf(page: Page, path: string): Promise<string[]> {
  const api = recordApi(page);
  await page.goto(path);
  await page.waitForLoadState('load');
  await api.quiet();
  return api.seen;
}

async function expectEachOnce(page: Page, path: string): Promise<void> {
  const requests = await apiRequestsOf(page, path);
  test.info().annotations.push({ type: path, description: `${requests.length} API requests` });
  expect(repeated(requests), `${path} asked again for:\n${requests.join('\n')}`).toEqual([]);
}

interface FeedEvent {
  id: number;
  date: string;
  is_preorder_opened: boolean;
  workflow_state: string;
}

async function feedEvents(request: APIRequestContext): Promise<FeedEvent[]> {
  const feed = (await (await request.get('/api/landing_feed')).json()) as { events: FeedEvent[] };
  return feed.events;
}

test.describe('each API URL once per page load', () => {
  test('home, logged out', async ({ page }) => {
    await expectEachOnce(page, '/');
  });

  test('event page, logged out', async ({ page }) => {
    const [event] = await feedEvents(page.request);
    if (!event) throw new Error('no upcoming game in the seed data');
    await expectEachOnce(page, `/event/${event.id}`);
  });

  test('event page, cabinet, my teams and a preorder, logged in', async ({ page }) => {
    const { token } = await signIn(page, 'captain');
    const events = await feedEvents(page.request);
    const open = events.filter((e) => e.is_preorder_opened).sort((a, b) => a.date.localeCompare(b.date));
    const user = (await (
      await page.request.get('/api/user_detail/', { headers: { Authorization: `Token ${token}` } })
    ).json()) as { teams: number[] };
    const eventId = open[0]?.id ?? events[0]?.id;
    const teamId = user.teams[0];
    if (!eventId || !teamId) throw new Error('no game or no team for the demo player');
    await expectEachOnce(page, `/event/${eventId}`);
    await expectEachOnce(page, '/cabinet');
    await expectEachOnce(page, '/my_teams');
    await expectEachOnce(page, `/event/${eventId}/team/${teamId}/preorder`);
  });

  test('seating page, organizer', async ({ page }) => {
    await signIn(page, 'organizer');
    const games = (await (await page.request.get('/api/games/future/')).json()) as FeedEvent[];
    const sitting = games.find((e) => e.workflow_state === 'sitting') ?? games[0];
    if (!sitting) throw new Error('no future game in the seed data');
    await expectEachOnce(page, `/sitting/${sitting.id}`);
  });
});
