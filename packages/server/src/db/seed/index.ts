/**
 * The demo seed: every entity of SPEC §3 with believable Russian data. Deterministic (seeded PRNG);
 * dates are relative to the moment of seeding, so there are always past and upcoming games.
 * Runs once, on an empty database (no cities), from server start or `pnpm --filter @quiz/server seed`.
 */
import type { Kysely } from 'kysely';
import { mediaUrl } from '../../media/svg';
import type { Database } from '../schema';
import {
  CITIES,
  type CityKey,
  DEFAULT_CITY,
  DEMO_PLAYER,
  FEMALE_FIRST,
  FURNITURE,
  feminine,
  LAST_NAMES,
  MALE_FIRST,
  MENU,
  ORGANIZER,
  TEAM_CITY,
  TEAM_NAMES,
  THEMES,
  TRIAL_TASKS,
  UNITED_TEAMS,
  VENUES,
} from './data';
import { rng as makeRng, type Rng } from './rng';
import { seedSeating } from './seating';

type Db = Kysely<Database>;

export interface SeedSummary {
  cities: number;
  places: number;
  themes: number;
  events: number;
  teams: number;
  users: number;
  rating_seasons: number;
  albums: number;
  trial_packages: number;
}

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
const TOUR_TITLES = ['Разминка', 'Основной тур', 'Финал'] as const;

function eventDate(now: Date, day: number, city: CityKey): string {
  const [h, m] = START_UTC[city];
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day, h, m),
  ).toISOString();
}

function phoneFor(i: number): string {
  return `7916${String(1000000 + i * 7919).slice(-7)}`;
}

function personName(r: Rng): { first_name: string; last_name: string } {
  const female = r.chance(0.45);
  const last = r.pick(LAST_NAMES);
  return female
    ? { first_name: r.pick(FEMALE_FIRST), last_name: feminine(last) }
    : { first_name: r.pick(MALE_FIRST), last_name: last };
}

async function id(query: Promise<{ id: number }>): Promise<number> {
  return (await query).id;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('cities')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** Seeds when the database has no cities yet; returns the summary or null when skipped. */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<SeedSummary | null> {
  if (!(await isEmpty(db))) return null;
  return seed(db, now);
}

export async function seed(db: Db, now = new Date()): Promise<SeedSummary> {
  return db.transaction().execute((trx) => seedInto(trx, now));
}

async function seedInto(db: Db, now: Date): Promise<SeedSummary> {
  const r = makeRng(20260501);
  const created = now.toISOString();

  // ---- cities
  const cityId = {} as Record<CityKey, number>;
  for (const [i, c] of CITIES.entries()) {
    cityId[c.key] = await id(
      db
        .insertInto('cities')
        .values({
          title: c.title,
          subdomain: c.subdomain,
          currency_code: c.currency_code,
          currency_symbol: c.currency_symbol,
          timezone: c.timezone,
          is_default: c.key === DEFAULT_CITY ? 1 : 0,
          sort_order: i,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  }
  const rate = (key: CityKey) => CITIES.find((c) => c.key === key)?.rate ?? 1;

  // ---- venues, tables, menus
  const placeIds: number[] = [];
  const productsByPlace = new Map<number, { id: number; price: number }[]>();
  const seatsByPlace = new Map<number, number[]>();
  for (const [vi, v] of VENUES.entries()) {
    const capacities = Array.from({ length: v.tables }, () => r.pick([4, 4, 6, 6, 6, 8]));
    const placeId = await id(
      db
        .insertInto('places')
        .values({
          city_id: cityId[v.city],
          title: v.title,
          address: v.address,
          lat: v.lat,
          lon: v.lon,
          max_players_in_team: v.max_players_in_team,
          preorder_url: null,
          capacity: capacities.reduce((a, b) => a + b, 0),
          furniture: JSON.stringify(FURNITURE),
          secret_slug: `venue-${vi + 1}-${r.hex(12)}`,
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    placeIds.push(placeId);
    const seatIds: number[] = [];
    for (const [ti, capacity] of capacities.entries()) {
      const seatId = await id(
        db
          .insertInto('place_seats')
          .values({
            place_id: placeId,
            title: `Стол ${ti + 1}`,
            capacity,
            max_capacity: capacity + 2,
            thumbnail: null,
            pos_x: 8 + (ti % 4) * 22,
            pos_y: 22 + Math.floor(ti / 4) * 22,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      await db
        .updateTable('place_seats')
        .set({ thumbnail: mediaUrl('seats', seatId, true) })
        .where('id', '=', seatId)
        .execute();
      seatIds.push(seatId);
    }
    seatsByPlace.set(placeId, seatIds);

    const products: { id: number; price: number }[] = [];
    for (const [ri, root] of MENU.entries()) {
      const rootId = await id(
        db
          .insertInto('menu_categories')
          .values({ place_id: placeId, parent_id: null, title: root.title, picture: null, sort_order: ri })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      await db
        .updateTable('menu_categories')
        .set({ picture: mediaUrl('categories', rootId) })
        .where('id', '=', rootId)
        .execute();
      for (const [ci, child] of root.children.entries()) {
        const catId = await id(
          db
            .insertInto('menu_categories')
            .values({
              place_id: placeId,
              parent_id: rootId,
              title: child.title,
              picture: null,
              sort_order: ci,
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        await db
          .updateTable('menu_categories')
          .set({ picture: mediaUrl('categories', catId) })
          .where('id', '=', catId)
          .execute();
        for (const [pi, [title, description, rub]] of child.products.entries()) {
          const price = Math.max(
            1,
            Math.round((rub * rate(v.city)) / (rate(v.city) < 1 ? 1 : 10)) * (rate(v.city) < 1 ? 1 : 10),
          );
          const productId = await id(
            db
              .insertInto('products')
              .values({
                place_id: placeId,
                category_id: catId,
                title,
                description,
                picture: null,
                price,
                sort_order: pi,
              })
              .returning('id')
              .executeTakeFirstOrThrow(),
          );
          await db
            .updateTable('products')
            .set({ picture: mediaUrl('products', productId) })
            .where('id', '=', productId)
            .execute();
          products.push({ id: productId, price });
        }
      }
    }
    productsByPlace.set(placeId, products);
  }

  // ---- trial game package
  const trialId = await id(
    db
      .insertInto('game_packages')
      .values({ title: 'Пробная игра', is_trial: 1, created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  {
    const tourId = await id(
      db
        .insertInto('tours')
        .values({ game_package_id: trialId, number: 1, title: 'Пробный тур' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const blockId = await id(
      db
        .insertInto('task_blocks')
        .values({ tour_id: tourId, number: 1, title: 'Пять вопросов обо всём' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await db
      .insertInto('tasks')
      .values(
        TRIAL_TASKS.map((t, i) => ({
          task_block_id: blockId,
          number: i + 1,
          question: t.question,
          answer: t.answer,
          answer_tip: t.answer_tip,
          preamble: t.preamble,
          logical_tip: t.logical_tip,
          question_part: t.question_part,
          question_frame: JSON.stringify({
            template_name: 'question',
            data: { title: `Вопрос ${i + 1}`, text: t.question, preamble: t.preamble },
          }),
          answer_frame: JSON.stringify({
            template_name: 'answer',
            data: { title: 'Правильный ответ', text: t.answer, tip: t.answer_tip },
          }),
          question_media:
            i === TRIAL_TASKS.length - 1
              ? JSON.stringify({ url: mediaUrl('themes', 16), type: 'image' })
              : null,
          answer_media: null,
        })),
      )
      .execute();
  }
  const TRIAL_THEMES = new Set([0, 1, 10, 15]);

  // ---- themes, their game packages and games
  const themeIds: number[] = [];
  const gameIds: number[] = [];
  for (const [ti, [title, description]] of THEMES.entries()) {
    const themeId = await id(
      db
        .insertInto('themes')
        .values({
          title,
          description,
          picture: '',
          picture_thumb: '',
          trial_game_package_id: TRIAL_THEMES.has(ti) ? trialId : null,
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await db
      .updateTable('themes')
      .set({ picture: mediaUrl('themes', themeId), picture_thumb: mediaUrl('themes', themeId, true) })
      .where('id', '=', themeId)
      .execute();
    themeIds.push(themeId);

    const packageId = await id(
      db
        .insertInto('game_packages')
        .values({ title: `${title}: пакет вопросов`, is_trial: 0, created_at: created })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    for (const [tourIndex, tourTitle] of TOUR_TITLES.entries()) {
      const tourId = await id(
        db
          .insertInto('tours')
          .values({ game_package_id: packageId, number: tourIndex + 1, title: tourTitle })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      for (let b = 1; b <= 2; b++) {
        const blockId = await id(
          db
            .insertInto('task_blocks')
            .values({ tour_id: tourId, number: b, title: `Блок ${b}` })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        await db
          .insertInto('tasks')
          .values(
            [1, 2, 3, 4].map((n) => ({
              task_block_id: blockId,
              number: n,
              question: `«${title}», ${tourTitle.toLowerCase()}, блок ${b}: вопрос ${n}`,
              answer: `Ответ ${tourIndex + 1}.${b}.${n}`,
            })),
          )
          .execute();
      }
    }
    gameIds.push(
      await id(
        db
          .insertInto('games')
          .values({ theme_id: themeId, game_package_id: packageId, promo_video: null, created_at: created })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
  }

  // ---- people: organizer, demo player, team members, legionaries
  let phoneIndex = 0;
  const organizerId = await id(
    db
      .insertInto('users')
      .values({ ...ORGANIZER, city_id: cityId.msk, is_organizer: 1, created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const demoId = await id(
    db
      .insertInto('users')
      .values({ ...DEMO_PLAYER, city_id: cityId.msk, created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );

  // ---- teams with players
  interface TeamSeed {
    id: number;
    title: string;
    city: CityKey;
    members: number[];
  }
  const teams: TeamSeed[] = [];
  const allPlayers: number[] = [demoId];
  for (const [ti, title] of TEAM_NAMES.entries()) {
    const city = TEAM_CITY(ti);
    const size = r.int(4, 7);
    const members: number[] = ti === 0 ? [demoId] : [];
    while (members.length < size) {
      const userId = await id(
        db
          .insertInto('users')
          .values({
            ...personName(r),
            phone: phoneFor(phoneIndex++),
            city_id: cityId[city],
            is_legionary: UNITED_TEAMS.has(ti) || r.chance(0.1) ? 1 : 0,
            created_at: created,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      members.push(userId);
      allPlayers.push(userId);
    }
    const teamId = await id(
      db
        .insertInto('teams')
        .values({
          title,
          captain_id: members[0] ?? null,
          city_id: cityId[city],
          secret_slug: r.hex(16),
          is_united: UNITED_TEAMS.has(ti) ? 1 : 0,
          is_recruiting: UNITED_TEAMS.has(ti) || r.chance(0.2) ? 1 : 0,
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await db
      .insertInto('team_members')
      .values(members.map((user_id) => ({ team_id: teamId, user_id, joined_at: created })))
      .execute();
    teams.push({ id: teamId, title, city, members });
  }

  // ---- albums (photos drawn by /api/media/photos)
  const makeAlbum = async (title: string): Promise<number> => {
    const albumId = await id(
      db
        .insertInto('albums')
        .values({ title, cover_photo_id: null, created_at: created })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const count = r.int(8, 12);
    let cover: number | null = null;
    for (let p = 0; p < count; p++) {
      const photoId = await id(
        db
          .insertInto('photos')
          .values({
            album_id: albumId,
            file_url: '',
            thumbnail_url: '',
            width: 1600,
            height: 1067,
            sort_order: p,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      await db
        .updateTable('photos')
        .set({ file_url: mediaUrl('photos', photoId), thumbnail_url: mediaUrl('photos', photoId, true) })
        .where('id', '=', photoId)
        .execute();
      cover ??= photoId;
    }
    await db.updateTable('albums').set({ cover_photo_id: cover }).where('id', '=', albumId).execute();
    return albumId;
  };

  // ---- events with registrations, results, seating, carts
  const usedInEvent = new Map<string, Set<number>>();
  const eventIds: number[] = [];
  const resultTotals = new Map<number, { points: number; games: number; ranks: number[]; title: string }>();
  let albums = 0;
  for (const [ei, plan] of EVENT_PLAN.entries()) {
    const venue = VENUES[plan.venue];
    const placeId = placeIds[plan.venue];
    const gameId = gameIds[plan.theme];
    const themeTitle = THEMES[plan.theme]?.[0] ?? '';
    if (!venue || placeId === undefined || gameId === undefined) throw new Error(`bad event plan ${ei}`);
    const past = plan.day < 0;
    const date = eventDate(now, plan.day, venue.city);
    const albumId = plan.album ? await makeAlbum(`Фотоотчёт: ${themeTitle}`) : null;
    if (albumId) albums++;
    const eventId = await id(
      db
        .insertInto('events')
        .values({
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
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    eventIds.push(eventId);
    if (plan.state === 'development' || plan.state === 'draft') continue;

    // Teams of the city; the two games of a united tag share one pool, so no team plays both.
    const poolKey = plan.united ?? `event-${eventId}`;
    const used = usedInEvent.get(poolKey) ?? new Set<number>();
    usedInEvent.set(poolKey, used);
    const candidates = r.shuffle(teams.filter((t) => t.city === venue.city && !used.has(t.id)));
    const wanted = past ? r.int(6, 9) : plan.united ? r.int(2, 4) : r.int(3, 7);
    const chosen = candidates.slice(0, Math.min(wanted, candidates.length));
    const seats = r.shuffle(seatsByPlace.get(placeId) ?? []);
    const results: { team: TeamSeed; eventTeamId: number; tours: number[] }[] = [];
    for (const [ci, team] of chosen.entries()) {
      used.add(team.id);
      const eventTeamId = await id(
        db
          .insertInto('event_teams')
          .values({ event_id: eventId, team_id: team.id, title: team.title, created_at: created })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
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
            const cartId = await id(
              db
                .insertInto('carts')
                .values({
                  event_team_id: eventTeamId,
                  user_id: userId,
                  name: 'Мой заказ',
                  created_at: created,
                })
                .returning('id')
                .executeTakeFirstOrThrow(),
            );
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

    if (past) {
      const ranked = results
        .map((x) => ({ ...x, total: x.tours.reduce((a, b) => a + b, 0) }))
        .sort((a, b) => b.total - a.total || a.team.id - b.team.id);
      for (const [ri, row] of ranked.entries()) {
        const resultId = await id(
          db
            .insertInto('results')
            .values({
              event_id: eventId,
              team_id: row.team.id,
              event_team_id: row.eventTeamId,
              team_title: row.team.title,
              total_score: row.total,
              rank: ri + 1,
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        await db
          .insertInto('result_tour_scores')
          .values(row.tours.map((score, t) => ({ result_id: resultId, tour_number: t + 1, score })))
          .execute();
        const agg = resultTotals.get(row.team.id) ?? {
          points: 0,
          games: 0,
          ranks: [],
          title: row.team.title,
        };
        agg.points += row.total;
        agg.games += 1;
        agg.ranks.push(ri + 1);
        resultTotals.set(row.team.id, agg);
      }
      // a few reviews with a claim for the most recent game
      if (plan.day === -3) {
        for (const [k, row] of ranked.slice(0, 3).entries()) {
          const userId = row.team.members[0];
          if (userId === undefined) continue;
          const reviewId = await id(
            db
              .insertInto('reviews')
              .values({
                event_id: eventId,
                event_team_id: row.eventTeamId,
                user_id: userId,
                is_completed: 1,
                questions_assessment: 5 - k,
                event_organization_assessment: 5,
                portal: 4,
                event_atmosphere_assessment: 'good',
                event_host_assessment: k === 2 ? 'normal' : 'handsome',
                restaurant_service_assessment: 'good',
                food_and_drink_quality: k === 1 ? 'neutral' : 'good',
                restaurant_comment: k === 1 ? 'Долго несли горячее, но было вкусно.' : null,
                want_restaurant_responce: 0,
                recommendation_probability: 100,
                wishes_and_recommendations: 'Больше музыкальных вопросов!',
                want_orginizer_responce: 0,
                created_at: created,
                updated_at: created,
              })
              .returning('id')
              .executeTakeFirstOrThrow(),
          );
          if (k === 0) {
            const task = await db
              .selectFrom('tasks')
              .innerJoin('task_blocks', 'task_blocks.id', 'tasks.task_block_id')
              .innerJoin('tours', 'tours.id', 'task_blocks.tour_id')
              .innerJoin('games', 'games.game_package_id', 'tours.game_package_id')
              .where('games.id', '=', gameId)
              .select(['tasks.id as task_id', 'task_blocks.id as block_id', 'tours.id as tour_id'])
              .orderBy('tasks.id')
              .executeTakeFirstOrThrow();
            await db
              .insertInto('claims')
              .values({
                review_id: reviewId,
                tour_id: task.tour_id,
                task_block_id: task.block_id,
                task_id: task.task_id,
                text: 'Наш ответ «Хогвартс-экспресс» тоже должен быть засчитан: в вопросе не уточнялось название.',
                created_at: created,
              })
              .execute();
          }
        }
      }
    }
  }

  // ---- rating: the current season from the seeded results, the previous one archived
  const year = now.getUTCFullYear();
  const dayMs = 86_400_000;
  const currentSeason = await id(
    db
      .insertInto('rating_seasons')
      .values({
        name: `Сезон ${year}`,
        city_id: null,
        starts_at: new Date(now.getTime() - 60 * dayMs).toISOString(),
        ends_at: new Date(now.getTime() + 120 * dayMs).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  await db
    .insertInto('rating_rows')
    .values(
      [...resultTotals.entries()].map(([teamId, a]) => ({
        season_id: currentSeason,
        team_id: teamId,
        team_name: a.title,
        points: a.points,
        games: a.games,
        firsts: a.ranks.filter((x) => x === 1).length,
        seconds: a.ranks.filter((x) => x === 2).length,
        thirds: a.ranks.filter((x) => x === 3).length,
      })),
    )
    .execute();
  const previousSeason = await id(
    db
      .insertInto('rating_seasons')
      .values({
        name: `Сезон ${year - 1}`,
        city_id: null,
        starts_at: new Date(now.getTime() - 425 * dayMs).toISOString(),
        ends_at: new Date(now.getTime() - 61 * dayMs).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  await db
    .insertInto('rating_rows')
    .values(
      teams.slice(0, 30).map((t) => {
        const games = r.int(4, 18);
        const firsts = r.int(0, Math.floor(games / 4));
        const seconds = r.int(0, Math.floor(games / 4));
        const thirds = r.int(0, Math.floor(games / 4));
        return {
          season_id: previousSeason,
          team_id: t.id,
          team_name: t.title,
          points: games * r.int(18, 30) + firsts * 5,
          games,
          firsts,
          seconds,
          thirds,
        };
      }),
    )
    .execute();

  // ---- likes, availability, the theme vote, child sign-ups
  const likes = new Set<string>();
  for (const t of [18, 19]) likes.add(`${demoId}:${themeIds[t]}`);
  for (let i = 0; i < 80; i++) likes.add(`${r.pick(allPlayers)}:${r.pick(themeIds)}`);
  await db
    .insertInto('theme_likes')
    .values(
      [...likes].map((k) => {
        const [user_id, theme_id] = k.split(':').map(Number) as [number, number];
        return { user_id, theme_id, created_at: created };
      }),
    )
    .execute();

  const slots: { user_id: number; day: string; hour: number; created_at: string }[] = [];
  for (const userId of r.shuffle(allPlayers).slice(0, 30)) {
    const days = r.shuffle(['mn', 'tu', 'we', 'th', 'fr', 'sa', 'su']).slice(0, r.int(1, 3));
    for (const day of days)
      slots.push({ user_id: userId, day, hour: r.pick([18, 19, 20, 21]), created_at: created });
  }
  await db.insertInto('comfortable_times').values(slots).execute();

  const voteId = await id(
    db
      .insertInto('votes')
      .values({ title: 'Тема следующей недели', city_id: cityId.msk, is_active: 1, created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const voteThemes = [15, 17, 18, 19].map((i) => themeIds[i] as number);
  await db
    .insertInto('vote_themes')
    .values(voteThemes.map((theme_id) => ({ vote_id: voteId, theme_id })))
    .execute();
  const voters = r.shuffle(allPlayers.filter((u) => u !== demoId)).slice(0, 12);
  await db
    .insertInto('user_votes')
    .values(
      voters.flatMap((user_id) =>
        r
          .shuffle(voteThemes)
          .slice(0, r.int(1, 2))
          .map((theme_id) => ({ vote_id: voteId, user_id, theme_id, created_at: created })),
      ),
    )
    .execute();

  await db
    .insertInto('child_registrations')
    .values([
      {
        name: 'Марина Соколова',
        age_category: '8-10 лет',
        team_name: 'Знайки',
        team_size: '4',
        phone: '79161112233',
        created_at: created,
      },
      {
        name: 'Игорь Петров',
        age_category: '11-13 лет',
        team_name: 'solo',
        team_size: 'solo',
        phone: '79163334455',
        created_at: created,
      },
    ])
    .execute();

  await db
    .insertInto('logs')
    .values({
      user_id: organizerId,
      from_url: '/',
      payload: JSON.stringify({ event: 'seed', summary: 'demo data created' }),
      created_at: created,
    })
    .execute();

  await seedSeating(db);
  return {
    cities: CITIES.length,
    places: placeIds.length,
    themes: themeIds.length,
    events: eventIds.length,
    teams: teams.length,
    users: allPlayers.length + 1,
    rating_seasons: 2,
    albums,
    trial_packages: 1,
  };
}
