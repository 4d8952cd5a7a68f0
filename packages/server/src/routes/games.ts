/**
 * Games lists (SPEC §7): /games/future/, /games/my/ (login), /games/developing/,
 * /games/favorite/ (login), /games/past/?page=; the trial game of a theme and of /promo_game.
 */
import {
  CityQuery,
  EventIdParams,
  errorResponses,
  GamesDevelopingResponse,
  GamesFavoriteResponse,
  GamesFutureResponse,
  GamesMyResponse,
  GamesPastQuery,
  GamesPastResponse,
  PAST_GAMES_PAGE_SIZE,
  TrialGamePackageResponse,
} from '@quiz/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db';
import { nowIso } from '../db/schema';
import { notFound } from '../errors';
import { requireUser } from '../plugins/current-user';
import { defaultCity, eventsByIds, OPEN_STATES, themeViews } from '../views/catalogue';
import { PLAYED_STATES, THEME_NOT_FOUND, TRIAL_NOT_FOUND, trialPackageView } from './events-support';

async function cityIdOf(db: Db, city: number | undefined): Promise<number> {
  if (city === undefined) return (await defaultCity(db)).id;
  const row = await db.selectFrom('cities').select('id').where('id', '=', city).executeTakeFirst();
  if (!row) throw notFound('Город не найден.');
  return row.id;
}

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/games/future/',
    {
      schema: {
        tags: ['games'],
        summary: 'Ближайшие игры города (открыта регистрация)',
        querystring: CityQuery,
        response: { 200: GamesFutureResponse, ...errorResponses },
      },
    },
    async (request) => {
      const cityId = await cityIdOf(db, request.query.city);
      const ids = await db
        .selectFrom('events')
        .select('id')
        .where('city_id', '=', cityId)
        .where('workflow_state', 'in', [...OPEN_STATES])
        .where('date', '>', nowIso())
        .orderBy('date')
        .orderBy('id')
        .execute();
      return eventsByIds(
        db,
        ids.map((r) => r.id),
        request.currentUser,
      );
    },
  );

  app.get(
    '/api/games/developing/',
    {
      schema: {
        tags: ['games'],
        summary: 'Игры в разработке',
        querystring: CityQuery,
        response: { 200: GamesDevelopingResponse, ...errorResponses },
      },
    },
    async (request) => {
      const cityId = await cityIdOf(db, request.query.city);
      const ids = await db
        .selectFrom('events')
        .select('id')
        .where('city_id', '=', cityId)
        .where('workflow_state', '=', 'development')
        .orderBy('date')
        .orderBy('id')
        .execute();
      return eventsByIds(
        db,
        ids.map((r) => r.id),
        request.currentUser,
      );
    },
  );

  app.get(
    '/api/games/past/',
    {
      schema: {
        tags: ['games'],
        summary: `Прошедшие игры города, по ${PAST_GAMES_PAGE_SIZE} на страницу`,
        querystring: GamesPastQuery,
        response: { 200: GamesPastResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { page } = request.query;
      const cityId = await cityIdOf(db, request.query.city);
      const base = db
        .selectFrom('events')
        .where('city_id', '=', cityId)
        .where('workflow_state', 'in', [...PLAYED_STATES])
        .where('date', '<', nowIso());
      const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      const count = Number(total?.n ?? 0);
      const ids = await base
        .select('id')
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .limit(PAST_GAMES_PAGE_SIZE)
        .offset((page - 1) * PAST_GAMES_PAGE_SIZE)
        .execute();
      const results = await eventsByIds(
        db,
        ids.map((r) => r.id),
        request.currentUser,
      );
      return { next: page * PAST_GAMES_PAGE_SIZE < count ? page + 1 : null, count, results };
    },
  );

  app.get(
    '/api/games/my/',
    {
      schema: {
        tags: ['games'],
        summary: 'Мои игры: предстоящие и сыгранные',
        response: { 200: GamesMyResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await db
        .selectFrom('events')
        .innerJoin('event_teams', 'event_teams.event_id', 'events.id')
        .innerJoin('event_players', 'event_players.event_team_id', 'event_teams.id')
        .select(['events.id as id', 'events.date as date'])
        .where('event_players.user_id', '=', user.id)
        .where('events.workflow_state', '!=', 'draft')
        .distinct()
        .execute();
      const now = nowIso();
      const current = rows.filter((r) => r.date >= now).sort((a, b) => a.date.localeCompare(b.date));
      const past = rows.filter((r) => r.date < now).sort((a, b) => b.date.localeCompare(a.date));
      return {
        current: await eventsByIds(
          db,
          current.map((r) => r.id),
          user,
        ),
        past: await eventsByIds(
          db,
          past.map((r) => r.id),
          user,
        ),
      };
    },
  );

  app.get(
    '/api/games/favorite/',
    {
      schema: {
        tags: ['games'],
        summary: 'Темы, отмеченные «Я бы сыграл», и остальные',
        response: { 200: GamesFavoriteResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await db.selectFrom('themes').selectAll().orderBy('id').execute();
      const themes = await themeViews(db, rows, user);
      return {
        favorite: themes.filter((t) => t.isLiked),
        not_favorite: themes.filter((t) => !t.isLiked),
      };
    },
  );

  app.get(
    '/api/theme/:id/trial_game_package/',
    {
      schema: {
        tags: ['games'],
        summary: 'Пробная игра темы',
        params: EventIdParams,
        response: { 200: TrialGamePackageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const theme = await db
        .selectFrom('themes')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!theme) throw notFound(THEME_NOT_FOUND);
      const pkg = theme.trial_game_package_id
        ? await trialPackageView(db, theme.trial_game_package_id, theme.id)
        : null;
      if (!pkg) throw notFound(TRIAL_NOT_FOUND);
      return pkg;
    },
  );

  app.get(
    '/api/promo_game/',
    {
      schema: {
        tags: ['games'],
        summary: 'Пробная игра страницы /promo_game',
        response: { 200: TrialGamePackageResponse, ...errorResponses },
      },
    },
    async () => {
      const theme = await db
        .selectFrom('themes')
        .selectAll()
        .where('trial_game_package_id', 'is not', null)
        .orderBy('id')
        .executeTakeFirst();
      const pkg = theme?.trial_game_package_id
        ? await trialPackageView(db, theme.trial_game_package_id, theme.id)
        : await (async () => {
            const any = await db
              .selectFrom('game_packages')
              .select('id')
              .where('is_trial', '=', 1)
              .orderBy('id')
              .executeTakeFirst();
            return any ? trialPackageView(db, any.id, null) : null;
          })();
      if (!pkg) throw notFound('Пробная игра пока не готова.');
      return pkg;
    },
  );
};
