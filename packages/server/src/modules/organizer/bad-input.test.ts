/**
 * Every bad input of the console gets a Russian 400 and changes nothing (the data fingerprint of
 * test/fingerprint.ts is the same before and after), on SQLite and PostgreSQL: a date in the past, a
 * negative price, a team size of 0, tours outside 1–20, a limit below the teams already registered, an
 * unknown theme or venue, a venue in a city that does not exist, a 1 MB title, a score outside 0–100
 * or not in half points, an image that is not an image.
 */
import type { FastifyInstance } from 'fastify';
import { fingerprint } from '../../../test/fingerprint';
import { describeEachDb, startTestApp, type TestApp } from '../../../test/helpers';
import { auth, multipart, type OrganizerWorld, organizerWorld } from '../../../test/organizer-world';

interface Case {
  name: string;
  method: 'POST' | 'PATCH' | 'PUT';
  url: (w: OrganizerWorld) => string;
  body?: (w: OrganizerWorld) => object;
  file?: { field: string; bytes: Buffer };
  text: RegExp;
}

const past = () => new Date(Date.now() - 3_600_000).toISOString();
const future = () => new Date(Date.now() + 5 * 86_400_000).toISOString();
// a million characters: a 1 MB body still under the server's body limit, so the title rule itself answers
const MB = 'Ж'.repeat(10) + 'x'.repeat(999_990);
const newGame = (w: OrganizerWorld, extra: object) => ({
  theme: w.themeId,
  place: w.placeId,
  date: future(),
  cost: 500,
  ...extra,
});
const E = (w: OrganizerWorld) => `/api/organizer/events/${w.eventId}`;

const CASES: Case[] = [
  {
    name: 'a date in the past',
    method: 'POST',
    url: () => '/api/organizer/events/',
    body: (w) => newGame(w, { date: past() }),
    text: /Дата игры уже прошла/,
  },
  {
    name: 'a postponement into the past',
    method: 'PATCH',
    url: (w) => `${E(w)}/`,
    body: () => ({ action: 'postpone', date: past() }),
    text: /Дата игры уже прошла/,
  },
  {
    name: 'a negative price',
    method: 'POST',
    url: () => '/api/organizer/events/',
    body: (w) => newGame(w, { cost: -100 }),
    text: /не может быть отрицательной/,
  },
  {
    name: 'a team size of 0',
    method: 'PATCH',
    url: (w) => `${E(w)}/`,
    body: () => ({ max_players_in_team: 0 }),
    text: /Размер команды/,
  },
  {
    name: 'a limit below the registered teams',
    method: 'PATCH',
    url: (w) => `${E(w)}/`,
    body: () => ({ max_teams: 1 }),
    text: /уже зарегистрировано команд/,
  },
  {
    name: 'a game of 21 tours',
    method: 'POST',
    url: () => '/api/organizer/events/',
    body: (w) => newGame(w, { tours: 21 }),
    text: /Туров — от 1 до 20/,
  },
  {
    name: 'a game of 0 tours',
    method: 'PATCH',
    url: (w) => `${E(w)}/`,
    body: () => ({ tours: 0 }),
    text: /Туров — от 1 до 20/,
  },
  {
    name: 'an unknown theme',
    method: 'POST',
    url: () => '/api/organizer/events/',
    body: (w) => newGame(w, { theme: 999_999 }),
    text: /Такой темы нет/,
  },
  {
    name: 'an unknown venue',
    method: 'POST',
    url: () => '/api/organizer/events/',
    body: (w) => newGame(w, { place: 999_999 }),
    text: /Такой площадки нет/,
  },
  {
    name: 'a new venue in a city that does not exist',
    method: 'POST',
    url: () => '/api/organizer/places/',
    body: () => ({
      city: 999_999,
      title: 'Новый бар',
      address: 'ул. Ленина, 1',
      coordinates: { lat: 55.7, lon: 37.6 },
    }),
    text: /Такого города нет/,
  },
  {
    name: 'a venue moved to a city that does not exist',
    method: 'PATCH',
    url: (w) => `/api/organizer/places/${w.placeId}/`,
    body: () => ({ city: 999_999 }),
    text: /Такого города нет/,
  },
  {
    name: 'a 1 MB game title',
    method: 'POST',
    url: () => '/api/organizer/events/',
    body: (w) => newGame(w, { postfix: MB }),
    text: /Не длиннее/,
  },
  {
    name: 'a 1 MB theme title',
    method: 'POST',
    url: () => '/api/organizer/themes/',
    body: () => ({ title: MB }),
    text: /Не длиннее/,
  },
  {
    name: 'a 1 MB venue title',
    method: 'PATCH',
    url: (w) => `/api/organizer/places/${w.placeId}/`,
    body: () => ({ title: MB }),
    text: /Не длиннее/,
  },
  {
    name: 'a score over 100',
    method: 'PUT',
    url: (w) => `${E(w)}/scores/${w.eventTeamId}/`,
    body: () => ({ tour: 1, score: 101, version: 0 }),
    text: /от 0 до 100/,
  },
  {
    name: 'a negative score',
    method: 'PUT',
    url: (w) => `${E(w)}/scores/${w.eventTeamId}/`,
    body: () => ({ tour: 1, score: -0.5, version: 0 }),
    text: /от 0 до 100/,
  },
  {
    name: 'a score not in half points',
    method: 'PUT',
    url: (w) => `${E(w)}/scores/${w.eventTeamId}/`,
    body: () => ({ tour: 2, score: 7.3, version: 0 }),
    text: /шагом 0,5/,
  },
  {
    name: 'a photo that is not an image',
    method: 'POST',
    url: (w) => `${E(w)}/photos/`,
    file: { field: 'photos', bytes: Buffer.from('%PDF-1.7 not a photo') },
    text: /Это не фотография/,
  },
  {
    name: 'a theme picture that is not an image',
    method: 'PUT',
    url: (w) => `/api/organizer/themes/${w.themeId}/picture/`,
    file: { field: 'picture', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    text: /Это не фотография/,
  },
];

describeEachDb('organizer bad input', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
    await app.inject({
      method: 'POST',
      url: `${E(w)}/check_in/${w.eventTeamId}/`,
      headers: auth(w.msk),
      payload: { arrived: true },
    });
  }, 60_000);
  afterAll(async () => t?.close());

  it('the game has at least two registered lineups (so a limit of 1 is below them)', async () => {
    const rows = await app.db
      .selectFrom('event_teams')
      .select('id')
      .where('event_id', '=', w.eventId)
      .where('status', '=', 'registered')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s → 400 in Russian, nothing changed',
    async (_name, c) => {
      const before = await fingerprint(app);
      const form = c.file ? multipart(c.file.field, [c.file.bytes]) : null;
      const res = await app.inject({
        method: c.method,
        url: c.url(w),
        headers: { ...auth(w.msk), ...(form?.headers ?? {}) },
        ...(form ? { payload: form.payload } : { payload: c.body?.(w) ?? {} }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(c.text);
      expect(await fingerprint(app)).toBe(before);
    },
  );
});
