/**
 * The permission matrix of every organizer call, on SQLite and PostgreSQL: logged out 401, a player
 * 403, the organizer of another city 403 with a Russian sentence (any organizer may add a theme; a
 * theme only Moscow shows is Moscow's), the organizer of the game's city 2xx. The matrix is checked to
 * name every organizer call, so a new call cannot be added without its row.
 */
import { ERROR_TEXTS, organizerCalls } from '@quiz/contract';
import { ORGANIZER_TEXTS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import {
  auth,
  jpeg,
  multipart,
  multipartWith,
  type OrganizerWorld,
  organizerWorld,
} from '../../../test/organizer-world';

type CallName = keyof typeof organizerCalls;
interface Row {
  call: CallName;
  url: (w: OrganizerWorld) => string;
  body?: (w: OrganizerWorld) => Promise<unknown> | unknown;
  multipart?: string;
  /** the text fields of a multipart form (a create with its picture) */
  fields?: () => Record<string, string>;
  /** another city's organizer may do it (adding a theme) */
  shared?: boolean;
  /** another city's organizer's refusal, when not «Вы не организатор в этом городе…» */
  refusal?: string;
  /** what the call needs first (results are published once the game has started) */
  setUp?: (app: FastifyInstance, w: OrganizerWorld) => Promise<void>;
}

/** The world's game started a minute ago. */
async function gameStarted(app: FastifyInstance, w: OrganizerWorld): Promise<void> {
  const date = new Date(Date.now() - 60_000).toISOString();
  await app.db.updateTable('events').set({ date }).where('id', '=', w.eventId).execute();
}

const future = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const E = (w: OrganizerWorld) => `/api/organizer/events/${w.eventId}`;

/**
 * In an order where each row's success leaves what the next needs (a photo to delete, a score to publish,
 * published results to take back).
 */
const MATRIX: Row[] = [
  { call: 'organizerEvents', url: (w) => `/api/organizer/events/?city=${w.mskCity}` },
  {
    call: 'organizerCreateEvent',
    url: () => '/api/organizer/events/',
    body: (w) => ({ theme: w.themeId, place: w.placeId, date: future(), cost: 500 }),
  },
  { call: 'organizerEvent', url: (w) => `${E(w)}/` },
  { call: 'organizerUpdateEvent', url: (w) => `${E(w)}/`, body: () => ({ description: 'Возьмите ручки.' }) },
  { call: 'organizerEventHistory', url: (w) => `${E(w)}/history/` },
  { call: 'organizerThemes', url: () => '/api/organizer/themes/', shared: true },
  {
    call: 'organizerCreateTheme',
    url: () => '/api/organizer/themes/',
    // each organizer's own title: a second active theme of one title is refused
    body: () => ({ title: `Новая тема ${++created}` }),
    shared: true,
  },
  {
    call: 'organizerCreateThemeWithPicture',
    url: () => '/api/organizer/themes/with_picture/',
    multipart: 'picture',
    fields: () => ({ title: `Новая тема с картинкой ${++created}` }),
    shared: true,
  },
  {
    call: 'organizerUpdateTheme',
    url: (w) => `/api/organizer/themes/${w.themeId}/`,
    body: () => ({ description: 'Про всё.' }),
    refusal: ORGANIZER_TEXTS.themeOfOtherCity,
  },
  {
    call: 'organizerThemePicture',
    url: (w) => `/api/organizer/themes/${w.themeId}/picture/`,
    multipart: 'picture',
    refusal: ORGANIZER_TEXTS.themeOfOtherCity,
  },
  {
    call: 'organizerArchiveTheme',
    url: (w) => `/api/organizer/themes/${w.themeId}/archive/`,
    refusal: ORGANIZER_TEXTS.themeOfOtherCity,
  },
  {
    call: 'organizerRestoreTheme',
    url: (w) => `/api/organizer/themes/${w.themeId}/restore/`,
    refusal: ORGANIZER_TEXTS.themeOfOtherCity,
  },
  {
    call: 'organizerMergeTheme',
    url: () => `/api/organizer/themes/${duplicate.theme}/merge/`,
    body: (w) => ({ into: w.themeId }),
    refusal: ORGANIZER_TEXTS.themeOfOtherCity,
    setUp: duplicates,
  },
  { call: 'organizerPlaces', url: (w) => `/api/organizer/places/?city=${w.mskCity}` },
  {
    call: 'organizerCreatePlace',
    url: () => '/api/organizer/places/',
    body: (w) => ({
      city: w.mskCity,
      title: 'Бар «Тест»',
      address: 'Тверская, 1',
      coordinates: { lat: 55.7, lon: 37.6 },
    }),
  },
  {
    call: 'organizerUpdatePlace',
    url: (w) => `/api/organizer/places/${w.placeId}/`,
    body: () => ({ address: 'Тверская, 2' }),
  },
  { call: 'organizerArchivePlace', url: (w) => `/api/organizer/places/${w.placeId}/archive/` },
  { call: 'organizerRestorePlace', url: (w) => `/api/organizer/places/${w.placeId}/restore/` },
  {
    call: 'organizerMergePlace',
    url: () => `/api/organizer/places/${duplicate.place}/merge/`,
    body: (w) => ({ into: w.placeId }),
  },
  { call: 'organizerRegistrations', url: (w) => `${E(w)}/registrations/` },
  {
    call: 'organizerCheckIn',
    url: (w) => `${E(w)}/check_in/${w.eventTeamId}/`,
    body: () => ({ arrived: true }),
  },
  { call: 'organizerTeamSearch', url: (w) => `${E(w)}/team_search/?q=${encodeURIComponent('Со')}` },
  {
    call: 'organizerWalkIn',
    url: (w) => `${E(w)}/walk_in/`,
    body: () => ({ title: 'Пришли без записи', captain_phone: '79995559901', over_limit: true }),
  },
  { call: 'organizerNoShow', url: (w) => `${E(w)}/no_show/${doorLineup}/`, setUp: notArrived },
  {
    call: 'organizerPromote',
    url: (w) => `${E(w)}/promote/${doorLineup}/`,
    body: () => ({ over_limit: true }),
  },
  { call: 'organizerScores', url: (w) => `${E(w)}/scores/` },
  {
    call: 'organizerSaveScore',
    url: (w) => `${E(w)}/scores/${w.eventTeamId}/`,
    body: () => ({ tour: 1, score: 7.5, version: 0 }),
  },
  { call: 'organizerPublishResults', url: (w) => `${E(w)}/results/publish/`, setUp: gameStarted },
  { call: 'organizerUnpublishResults', url: (w) => `${E(w)}/results/unpublish/` },
  { call: 'organizerUploadPhotos', url: (w) => `${E(w)}/photos/`, multipart: 'photos' },
  { call: 'organizerPhotos', url: (w) => `${E(w)}/photos/` },
  {
    call: 'organizerOrderPhotos',
    url: (w) => `${E(w)}/photos/order/`,
    body: async () => ({ ids: [await lastPhoto()] }),
  },
  { call: 'organizerDeletePhoto', url: (w) => `${E(w)}/photos/${photoId}/` },
];

let photoId = 0;
/** themes created by the rows, each with its own title */
let created = 0;
/** a Moscow organizer's duplicate theme and venue, for the merges */
const duplicate = { theme: 0, place: 0 };
async function duplicates(app: FastifyInstance, w: OrganizerWorld): Promise<void> {
  const theme = await app.inject({
    method: 'POST',
    url: '/api/organizer/themes/',
    headers: auth(w.msk),
    payload: { title: 'Тема-дубль' },
  });
  duplicate.theme = json<{ id: number }>(theme.body).id;
  const place = await app.inject({
    method: 'POST',
    url: '/api/organizer/places/',
    headers: auth(w.msk),
    payload: {
      city: w.mskCity,
      title: 'Бар «Дубль»',
      address: 'Тверская, 3',
      coordinates: { lat: 55.7, lon: 37.6 },
    },
  });
  duplicate.place = json<{ id: number }>(place.body).id;
}
/** a registered lineup of the world's game that has not arrived: the door's no-show, then promoted back */
let doorLineup = 0;
async function notArrived(app: FastifyInstance, w: OrganizerWorld): Promise<void> {
  const row = await app.db
    .selectFrom('event_teams')
    .leftJoin('event_team_seating', 'event_team_seating.event_team_id', 'event_teams.id')
    .select('event_teams.id')
    .where('event_teams.event_id', '=', w.eventId)
    .where('event_teams.status', '=', 'registered')
    .where((eb) =>
      eb.or([eb('event_team_seating.is_in_game', 'is', null), eb('event_team_seating.is_in_game', '=', 0)]),
    )
    .orderBy('event_teams.id')
    .executeTakeFirstOrThrow();
  doorLineup = row.id;
}

let lastPhoto: () => Promise<number> = async () => photoId;

describeEachDb('organizer permissions', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
    lastPhoto = async () => {
      const row = await app.db
        .selectFrom('photos')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      photoId = row.id;
      return row.id;
    };
  }, 60_000);
  afterAll(async () => t?.close());

  async function send(row: Row, token: string | null) {
    const call = organizerCalls[row.call];
    const headers: Record<string, string> = token ? auth(token) : {};
    if (row.multipart) {
      const form = row.fields
        ? multipartWith(row.fields(), { field: row.multipart, bytes: await jpeg() })
        : multipart(row.multipart, [await jpeg()]);
      return app.inject({
        method: call.method,
        url: row.url(w),
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    }
    const body = row.body ? await row.body(w) : undefined;
    return app.inject({
      method: call.method,
      url: row.url(w),
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
  }

  it('has a row for every organizer call', () => {
    expect(MATRIX.map((r) => r.call).sort()).toEqual(Object.keys(organizerCalls).sort());
  });

  it.each(MATRIX.map((row) => [row.call, row] as const))(
    '%s: 401, 403, 403 for another city, 2xx for the city',
    async (_name, row) => {
      if (row.call === 'organizerDeletePhoto') await lastPhoto();
      await row.setUp?.(app, w);
      const anon = await send(row, null);
      expect(anon.statusCode).toBe(401);
      expect(json(anon.body).detail).toBe(ERROR_TEXTS.notAuthenticated);
      const player = await send(row, w.player);
      expect(player.statusCode).toBe(403);
      expect(json(player.body).detail).toBe(ERROR_TEXTS.permissionDenied);
      const other = await send(row, w.spb);
      if (row.shared) expect(other.statusCode).toBeLessThan(300);
      else {
        expect(other.statusCode).toBe(403);
        expect(json(other.body).detail).toBe(row.refusal ?? ORGANIZER_TEXTS.notOrganizerOfCity);
      }
      const own = await send(row, w.msk);
      if (own.statusCode >= 300) throw new Error(`${row.call} → ${own.statusCode} ${own.body}`);
    },
  );
});
