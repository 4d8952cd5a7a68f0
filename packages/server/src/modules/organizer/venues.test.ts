/**
 * Themes and venues from the console on SQLite and PostgreSQL: a theme gets a generated picture, then
 * an uploaded one (served as JPEG); a venue is created with its tables, and an edit that lists the
 * tables keeps the named ones, adds the new ones and removes the rest (their teams unseated).
 */
import type { OrganizerPlace, OrganizerPlacesResponse, Theme } from '@quiz/contract';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { auth, jpeg, multipart, type OrganizerWorld, organizerWorld } from '../../../test/organizer-world';

describeEachDb('organizer themes and venues', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;
  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
  }, 60_000);
  afterAll(async () => t?.close());

  it('creates a theme with a generated picture and replaces it with an uploaded one', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/organizer/themes/',
      headers: auth(w.msk),
      payload: { title: '  Звёздные войны  ', description: 'Далёкая галактика' },
    });
    expect(created.statusCode).toBe(201);
    const theme = json<Theme>(created.body);
    expect(theme.title).toBe('Звёздные войны');
    expect(theme.picture).toMatch(/\.svg$/);
    const form = multipart('picture', [await jpeg(2400, 1200)]);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/organizer/themes/${theme.id}/picture/`,
      headers: { ...auth(w.msk), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const updated = json<Theme>(res.body);
    expect(updated.picture).toMatch(/\/images\/\d+\.jpg$/);
    const file = await app.inject({ method: 'GET', url: updated.picture_thumb });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const themes = json<Theme[]>((await app.inject({ method: 'GET', url: '/api/theme/' })).body);
    expect(themes.find((x) => x.id === theme.id)?.picture).toBe(updated.picture);
  });

  it('creates a venue with tables and replaces its tables by an edit', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/organizer/places/',
      headers: auth(w.msk),
      payload: {
        city: w.mskCity,
        title: 'Паб «Сова»',
        address: 'Мясницкая, 10',
        coordinates: { lat: 55.76, lon: 37.63 },
        max_teams: 8,
        seats: [
          { title: 'Стол 1', capacity: 6, max_capacity: 8 },
          { title: 'Стол 2', capacity: 4, max_capacity: 6 },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const place = json<OrganizerPlace>(created.body);
    expect(place.seats.map((s) => s.title)).toEqual(['Стол 1', 'Стол 2']);
    expect(place.capacity).toBe(10);
    const [first] = place.seats;
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/organizer/places/${place.id}/`,
      headers: auth(w.msk),
      payload: {
        seats: [
          { id: first?.id, title: 'Стол у окна', capacity: 6, max_capacity: 8 },
          { title: 'Стол 3', capacity: 5, max_capacity: 5 },
        ],
      },
    });
    expect(edited.statusCode).toBe(200);
    const after = json<OrganizerPlace>(edited.body);
    expect(after.seats.map((s) => [s.id === first?.id, s.title])).toEqual([
      [true, 'Стол у окна'],
      [false, 'Стол 3'],
    ]);
    const list = json<OrganizerPlacesResponse>(
      (await app.inject({ method: 'GET', url: '/api/organizer/places/', headers: auth(w.msk) })).body,
    );
    expect(list.every((p) => p.city === w.mskCity)).toBe(true);
    expect(list.map((p) => p.id)).toContain(place.id);
    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/organizer/places/${place.id}/`,
      headers: auth(w.msk),
      payload: { seats: [{ id: 999_999, title: 'Чужой', capacity: 1, max_capacity: 1 }] },
    });
    expect(refused.statusCode).toBe(400);
  });
});
