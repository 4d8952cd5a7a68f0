/**
 * The games: 12 past, 14 upcoming (two united games in two venues each), 4 in development, with
 * registrations, results, seating and pre-order carts. Dates are relative to the seeding moment.
 */

import { insertId, updateById } from '../rows';
import { makeAlbum } from './albums';
import type { CityIds, Venues } from './cities';
import { type SeedContext, TOUR_TITLES } from './context';
import { type CityKey, THEMES, VENUES } from './data';
import type { People } from './people';
import { type PlayedTeam, seedResults } from './results';

interface EventPlan {
  venue: number;
  day: number;
  theme: number;
  state: 'finished' | 'published' | 'sitting' | 'development' | 'draft';
  united?: string;
  postfix?: string;
  regUrl?: string;
  preorder?: boolean;
  album?: boolean;
  post?: string;
}

const POST =
  '<p>Собирайте команду до 10 человек и приходите за 30 минут до начала.</p><p>Столы распределяются в порядке регистрации, бронь держим до 19:15.</p>';

/** 30 games: 12 past, 14 upcoming (two united games in two venues each), 4 in development. */
const EVENT_PLAN: readonly EventPlan[] = [
  { venue: 0, day: -3, theme: 0, state: 'finished', album: true },
  { venue: 1, day: -7, theme: 1, state: 'finished', album: true },
  { venue: 0, day: -10, theme: 2, state: 'finished' },
  { venue: 1, day: -14, theme: 3, state: 'finished' },
  { venue: 0, day: -17, theme: 4, state: 'finished' },
  { venue: 0, day: -21, theme: 5, state: 'finished' },
  { venue: 2, day: -4, theme: 6, state: 'finished', album: true },
  { venue: 3, day: -11, theme: 7, state: 'finished' },
  { venue: 2, day: -18, theme: 8, state: 'finished' },
  { venue: 4, day: -6, theme: 9, state: 'finished' },
  { venue: 4, day: -20, theme: 10, state: 'finished' },
  { venue: 5, day: -9, theme: 11, state: 'finished' },
  { venue: 0, day: 1, theme: 12, state: 'sitting', preorder: true, post: POST },
  { venue: 1, day: 3, theme: 13, state: 'published' },
  { venue: 0, day: 6, theme: 14, state: 'published', united: 'msk-united-1', post: POST },
  { venue: 1, day: 6, theme: 14, state: 'published', united: 'msk-united-1', post: POST },
  { venue: 0, day: 9, theme: 15, state: 'published' },
  { venue: 1, day: 12, theme: 16, state: 'published', regUrl: 'https://forms.yandex.ru/u/quiz-demo/' },
  { venue: 2, day: 2, theme: 13, state: 'sitting', preorder: true },
  { venue: 2, day: 5, theme: 17, state: 'published', united: 'spb-united-1' },
  { venue: 3, day: 5, theme: 17, state: 'published', united: 'spb-united-1' },
  { venue: 3, day: 8, theme: 12, state: 'published', postfix: '#2' },
  { venue: 4, day: 4, theme: 14, state: 'published' },
  { venue: 4, day: 11, theme: 13, state: 'published' },
  { venue: 5, day: 5, theme: 12, state: 'published' },
  { venue: 5, day: 13, theme: 15, state: 'published' },
  { venue: 0, day: 20, theme: 18, state: 'development' },
  { venue: 1, day: 27, theme: 19, state: 'development' },
  { venue: 2, day: 24, theme: 18, state: 'draft' },
  { venue: 4, day: 30, theme: 19, state: 'development' },
];

const COST: Record<CityKey, number> = { msk: 700, spb: 600, minsk: 25, almaty: 3500 };
/** Local start 19:30 → UTC hour/minute per city. */
const START_UTC: Record<CityKey, readonly [number, number]> = {
  msk: [16, 30],
  spb: [16, 30],
  minsk: [16, 30],
  almaty: [14, 30],
};
const DIFFICULTIES = ['easy', 'norm', 'other'] as const;

function eventDate(now: Date, day: number, city: CityKey): string {
  const [h, m] = START_UTC[city];
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day, h, m),
  ).toISOString();
}

export async function seedEvents(
  ctx: SeedContext,
  { cityId, venues, gameIds, people }: { cityId: CityIds; venues: Venues; gameIds: number[]; people: People },
): Promise<{ eventIds: number[]; albums: number }> {
  const { db, r, now, created } = ctx;
  const { placeIds, productsByPlace, seatsByPlace } = venues;
  const { teams } = people;
  const usedInEvent = new Map<string, Set<number>>();
  const eventIds: number[] = [];
  let albums = 0;
  for (const [ei, plan] of EVENT_PLAN.entries()) {
    const venue = VENUES[plan.venue];
    const placeId = placeIds[plan.venue];
    const gameId = gameIds[plan.theme];
    const themeTitle = THEMES[plan.theme]?.[0] ?? '';
    if (!venue || placeId === undefined || gameId === undefined) throw new Error(`bad event plan ${ei}`);
    const past = plan.day < 0;
    const date = eventDate(now, plan.day, venue.city);
    const albumId = plan.album ? await makeAlbum(ctx, `Фотоотчёт: ${themeTitle}`) : null;
    if (albumId) albums++;
    const eventId = await insertId(db, 'events', {
      game_id: gameId,
      place_id: placeId,
      city_id: cityId[venue.city],
      date,
      postfix: plan.postfix ?? '',
      cost: COST[venue.city],
      difficulty: DIFFICULTIES[ei % 3] ?? 'norm',
      workflow_state: plan.state,
      reg_url: plan.regUrl ?? null,
      united_tag: plan.united ?? null,
      is_completed: past ? 1 : 0,
      is_preorder_opened: plan.preorder ? 1 : 0,
      album_id: albumId,
      meta_data: JSON.stringify({ post: plan.post ?? null }),
      created_at: created,
    });
    eventIds.push(eventId);
    if (albumId) await updateById(db, 'albums', albumId, { event_id: eventId });
    if (plan.state === 'development' || plan.state === 'draft') continue;

    // Teams of the city; the two games of a united tag share one pool, so no team plays both.
    const poolKey = plan.united ?? `event-${eventId}`;
    const used = usedInEvent.get(poolKey) ?? new Set<number>();
    usedInEvent.set(poolKey, used);
    const candidates = r.shuffle(teams.filter((t) => t.city === venue.city && !used.has(t.id)));
    const wanted = past ? r.int(6, 9) : plan.united ? r.int(2, 4) : r.int(3, 7);
    const chosen = candidates.slice(0, Math.min(wanted, candidates.length));
    const seats = r.shuffle(seatsByPlace.get(placeId) ?? []);
    const results: PlayedTeam[] = [];
    for (const [ci, team] of chosen.entries()) {
      used.add(team.id);
      const eventTeamId = await insertId(db, 'event_teams', {
        event_id: eventId,
        team_id: team.id,
        title: team.title,
        created_at: created,
      });
      const playing = team.members.slice(0, Math.max(2, team.members.length - r.int(0, 2)));
      const players = playing.map((user_id) => ({
        event_team_id: eventTeamId,
        user_id,
        participant_count: r.chance(0.15) ? 2 : 1,
        created_at: created,
      }));
      await db.insertInto('event_players').values(players).execute();
      await db
        .insertInto('event_team_history')
        .values({
          event_team_id: eventTeamId,
          amount: players.reduce((a, p) => a + p.participant_count, 0),
          created_at: created,
        })
        .execute();
      if (past) {
        results.push({ team, eventTeamId, tours: TOUR_TITLES.map(() => r.int(6, 24) / 2) });
      } else if (plan.state === 'sitting') {
        const seatId = seats[ci];
        if (seatId !== undefined) {
          await db
            .insertInto('event_team_seats')
            .values({ event_id: eventId, event_team_id: eventTeamId, seat_id: seatId, created_at: created })
            .execute();
        }
        if (plan.preorder && ci < 3) {
          await db
            .insertInto('preorder_tokens')
            .values({
              event_team_id: eventTeamId,
              token: r.hex(32),
              created_by: team.members[0] ?? null,
              created_at: created,
            })
            .execute();
          const menu = productsByPlace.get(placeId) ?? [];
          for (const userId of playing.slice(0, 2)) {
            const cartId = await insertId(db, 'carts', {
              event_team_id: eventTeamId,
              user_id: userId,
              name: 'Мой заказ',
              created_at: created,
            });
            const items = r.shuffle(menu).slice(0, r.int(2, 4));
            await db
              .insertInto('cart_items')
              .values(
                items.map((p) => ({
                  cart_id: cartId,
                  product_id: p.id,
                  quantity: r.int(1, 3),
                  created_at: created,
                })),
              )
              .execute();
          }
        }
      }
    }

    if (past) await seedResults(ctx, { eventId, gameId, day: plan.day, results });
  }
  return { eventIds, albums };
}
