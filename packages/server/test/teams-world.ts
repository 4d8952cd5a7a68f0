/** Test data for the teams tests: a city, a venue, games and logged-in users (not used in production). */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { issueToken } from '../src/plugins/current-user';
import { json } from './helpers';

export interface World {
  cityId: number;
  placeId: number;
  /** a published game next week */
  eventId: number;
  user(name?: string): Promise<{ id: number; token: string; phone: string; auth: { authorization: string } }>;
  event(over?: { state?: string; daysAhead?: number; placeId?: number }): Promise<number>;
  place(over?: { max_teams?: number | null; max_players_in_team?: number | null }): Promise<number>;
}

let phoneSeq = 0;

export async function makeWorld(app: FastifyInstance): Promise<World> {
  const db = app.db;
  const city = await db
    .insertInto('cities')
    .values({ title: 'Москва', subdomain: `msk${phoneSeq}`, currency_code: 'RUB', currency_symbol: '₽' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const theme = await db
    .insertInto('themes')
    .values({ title: 'Кино', picture: '/p.svg', picture_thumb: '/t.svg' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const game = await db
    .insertInto('games')
    .values({ theme_id: theme.id, game_package_id: null, promo_video: null })
    .returning('id')
    .executeTakeFirstOrThrow();

  const place: World['place'] = async (over = {}) => {
    const row = await db
      .insertInto('places')
      .values({
        city_id: city.id,
        title: 'Бар',
        address: 'ул. Тестовая, 1',
        lat: 55.7,
        lon: 37.6,
        max_players_in_team: over.max_players_in_team ?? null,
        preorder_url: null,
        max_teams: over.max_teams === undefined ? null : over.max_teams,
        secret_slug: `venue-${Math.random().toString(16).slice(2)}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const placeId = await place();

  const event: World['event'] = async (over = {}) => {
    const date = new Date(Date.now() + (over.daysAhead ?? 7) * 86_400_000).toISOString();
    const row = await db
      .insertInto('events')
      .values({
        game_id: game.id,
        place_id: over.placeId ?? placeId,
        city_id: city.id,
        date,
        difficulty: 'norm',
        workflow_state: over.state ?? 'published',
        reg_url: null,
        united_tag: null,
        album_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const user: World['user'] = async (name = 'Игрок') => {
    phoneSeq += 1;
    const phone = `7916${String(1_000_000 + phoneSeq).slice(-7)}`;
    const row = await db
      .insertInto('users')
      .values({ first_name: name, phone, city_id: city.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await issueToken(db, row.id);
    return { id: row.id, token, phone, auth: { authorization: `Token ${token}` } };
  };

  return { cityId: city.id, placeId, eventId: await event(), user, event, place };
}

export type Who = Awaited<ReturnType<World['user']>>;
export interface TeamJson {
  id: number;
  title: string;
  captain: number | null;
  city: number | null;
  secret_slug: string;
  players: { id: number; phone: string | null }[];
}

/**
 * The calls the teams tests make: as a user or anonymous (`who` null), from `address()` (a fresh
 * one per call keeps the per-address request limits out of tests about something else).
 */
export function teamsClient(app: () => FastifyInstance, address: () => string = () => '127.0.0.1') {
  const call = (method: InjectOptions['method'], url: string, who?: Who | null, payload?: unknown) =>
    app().inject({
      method,
      url,
      remoteAddress: address(),
      ...(who ? { headers: who.auth } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  async function team(captain: Who, title: string): Promise<TeamJson> {
    const res = await call('POST', '/api/team/', captain, { title });
    expect(res.statusCode).toBe(201);
    return json<TeamJson>(res.body);
  }
  async function join(who: Who, tm: TeamJson): Promise<void> {
    const res = await call('POST', `/api/team/${tm.id}/new_player/`, who, {
      name: 'Новичок',
      phone: who.phone,
      slug: tm.secret_slug,
    });
    expect(res.statusCode).toBe(200);
  }
  return { call, team, join };
}
