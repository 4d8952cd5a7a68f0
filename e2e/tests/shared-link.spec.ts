/**
 * A game link shared in a messenger, opened by a logged-in player on a phone and on a desktop: the
 * server renders every public page logged out, and the page the player gets after hydration is his own
 * — «Зарегистрироваться» in the open «Регистрация» (not the logged-out form), his team's panel when
 * registered — by the link's address and after a reload, with no extra click. The same for each
 * server-rendered route with session-dependent content (`/`, `/games?type=MYGAMES`). The registration
 * window names its game (theme title, date and time in the venue's zone, venue).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, expect, type LoggedIn, remoteSlot, test, useToken } from '../fixtures';

const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

interface EventJson {
  id: number;
  date: string;
  reg_url: string | null;
  workflow_state: string;
  is_preorder_opened: boolean;
  freeTeamPlaces?: number | null;
  united: boolean;
  city: { timezone: string };
  place: { title: string };
  game: { theme: { title: string } };
  postfix: string;
}

async function openGame(request: APIRequestContext): Promise<EventJson> {
  const events = (await (await request.get('/api/games/future/')).json()) as EventJson[];
  const event = events.find(
    (e) =>
      !e.reg_url &&
      !e.united &&
      ['published', 'sitting'].includes(e.workflow_state) &&
      // still to come (tonight's games stay in the list once they started, registration closed)
      Date.parse(e.date) > Date.now() &&
      e.freeTeamPlaces !== 0 &&
      !e.is_preorder_opened,
  );
  if (!event) throw new Error('no upcoming game with open registration in the seed');
  return event;
}

/** A new player whose new team is registered for `event` through the API: his token and team id. */
async function registeredPlayer(request: APIRequestContext, event: EventJson) {
  const player = await apiLogin();
  const headers = { Authorization: `Token ${player.token}` };
  const title = `Совы ${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;
  const team = await request.post('/api/team/', { headers, data: { title } });
  if (!team.ok()) throw new Error(`team/: ${team.status()} ${await team.text()}`);
  const teamId = ((await team.json()) as { id: number }).id;
  const lineup = await request.post('/api/event_team/', { headers, data: { event: event.id, team: teamId } });
  if (!lineup.ok()) throw new Error(`event_team/: ${lineup.status()} ${await lineup.text()}`);
  return { token: player.token, teamId };
}

async function expectRegisterButton(page: Page): Promise<void> {
  const slot = remoteSlot(page, 'mf_events');
  await expect(slot.getByRole('button', { name: 'Регистрация' })).toHaveAttribute('aria-expanded', 'true');
  const register = slot.locator('#registration-panel').getByRole('button', { name: 'Зарегистрироваться' });
  await expect(register).toBeVisible();
  // the logged-out form (its name and phone fields) is not what a logged-in player gets
  await expect(slot.getByRole('textbox', { name: /Телефон/ })).toHaveCount(0);
}

for (const size of SIZES) {
  test.describe(`a logged-in player opens a shared game link (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('by its address and after a reload: «Зарегистрироваться» with no extra click; the window names the game', async ({
      page,
    }) => {
      const player: LoggedIn = await apiLogin();
      await useToken(page, player.token);
      const event = await openGame(page.request);
      await page.goto(`/event/${event.id}`);
      await expectRegisterButton(page);
      await page.reload();
      await expectRegisterButton(page);

      await remoteSlot(page, 'mf_events')
        .locator('#registration-panel')
        .getByRole('button', { name: 'Зарегистрироваться' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Регистрация на игру' });
      const heading = dialog.getByRole('heading', { name: new RegExp(event.game.theme.title) });
      await expect(heading).toBeVisible();
      await expect(dialog.getByTestId('game-summary')).toContainText(event.place.title);
      const when = new Intl.DateTimeFormat('ru-RU', {
        day: 'numeric',
        month: 'long',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: event.city.timezone,
      }).formatToParts(new Date(event.date));
      const part = (type: string) => when.find((p) => p.type === type)?.value ?? '';
      const summary = dialog.getByTestId('game-summary');
      await expect(summary).toContainText(
        `${part('day')} ${part('month')} · ${part('hour')}:${part('minute')}`,
      );
      // at the top of the window: above its buttons
      const headingBox = await heading.boundingBox();
      const firstButton = await dialog.getByRole('button', { name: 'Играть в сборной' }).boundingBox();
      expect(headingBox && firstButton && headingBox.y < firstButton.y).toBe(true);
    });

    test('registered: his team’s panel on the event page, by its address and after a reload', async ({
      page,
    }) => {
      const event = await openGame(page.request);
      const { token } = await registeredPlayer(page.request, event);
      await useToken(page, token);
      await page.goto(`/event/${event.id}`);
      const slot = remoteSlot(page, 'mf_events');
      const panel = slot.getByRole('region', { name: 'Команда на игре' });
      await expect(panel).toBeVisible();
      await expect(slot.getByRole('link', { name: 'Вы зарегистрированы' })).toBeVisible();
      await page.reload();
      await expect(panel).toBeVisible();
      await expect(slot.getByText('Вы уже зарегистрированы на эту игру.')).toHaveCount(0);
    });

    test('the other server-rendered routes with personal content: home and «Мои игры»', async ({ page }) => {
      const event = await openGame(page.request);
      const { token, teamId } = await registeredPlayer(page.request, event);
      await useToken(page, token);
      await page.goto('/');
      const slot = remoteSlot(page, 'mf_events');
      // the card's «Вы зарегистрированы» leads to his team's registration page (SPEC §2)
      const registered = slot.getByRole('link', { name: 'Вы зарегистрированы' });
      await expect(registered).toHaveCount(1);
      await expect(registered).toHaveAttribute(
        'href',
        `/event/${event.id}/team/${teamId}/event_registration`,
      );
      await page.goto('/games?type=MYGAMES');
      await expect(slot.getByRole('tab', { name: 'Мои игры', selected: true })).toBeVisible();
      await page.reload();
      await expect(slot.getByRole('tab', { name: 'Мои игры', selected: true })).toBeVisible();
    });
  });
}
