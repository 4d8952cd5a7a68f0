/**
 * Games lists (SPEC §7): games/future/, games/my/ (login), games/developing/, games/favorite/
 * (login), games/past/?page=; the trial game of a theme and of /promo_game.
 */
import { gamesCalls, PAST_GAMES_PAGE_SIZE } from '@quiz/contract';
import { OPEN_REGISTRATION_STATES, PLAYED_STATES } from '@quiz/domain';
import { nowIso } from '../../db/schema';
import { notFound } from '../../errors';
import { routeCalls } from '../../http/calls';
import { eventsByIds, themeViews } from '../../views/catalogue';
import { resolveCity } from '../cities/repository';
import { trialPackageView } from '../packages/repository';
import { THEME_NOT_FOUND } from '../themes/texts';

export const TRIAL_NOT_FOUND = 'У этой темы нет пробной игры.';

export const gamesRoutes = routeCalls(gamesCalls, {
  gamesFuture: async ({ query, db, user }) => {
    const city = await resolveCity(db, query.city);
    const ids = await db
      .selectFrom('events')
      .select('id')
      .where('city_id', '=', city.id)
      .where('workflow_state', 'in', [...OPEN_REGISTRATION_STATES])
      .where('date', '>', nowIso())
      .orderBy('date')
      .orderBy('id')
      .execute();
    return eventsByIds(
      db,
      ids.map((r) => r.id),
      user,
    );
  },

  gamesDeveloping: async ({ query, db, user }) => {
    const city = await resolveCity(db, query.city);
    const ids = await db
      .selectFrom('events')
      .select('id')
      .where('city_id', '=', city.id)
      .where('workflow_state', '=', 'development')
      .orderBy('date')
      .orderBy('id')
      .execute();
    return eventsByIds(
      db,
      ids.map((r) => r.id),
      user,
    );
  },

  gamesPast: async ({ query: { page, city: cityId }, db, user }) => {
    const city = await resolveCity(db, cityId);
    const base = db
      .selectFrom('events')
      .where('city_id', '=', city.id)
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
      user,
    );
    return { next: page * PAST_GAMES_PAGE_SIZE < count ? page + 1 : null, count, results };
  },

  gamesMy: async ({ db, user }) => {
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

  gamesFavorite: async ({ db, user }) => {
    const rows = await db.selectFrom('themes').selectAll().orderBy('id').execute();
    const themes = await themeViews(db, rows, user);
    return {
      favorite: themes.filter((t) => t.isLiked),
      not_favorite: themes.filter((t) => !t.isLiked),
    };
  },

  trialGamePackage: async ({ params, db }) => {
    const theme = await db.selectFrom('themes').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!theme) throw notFound(THEME_NOT_FOUND);
    const pkg = theme.trial_game_package_id
      ? await trialPackageView(db, theme.trial_game_package_id, theme.id)
      : null;
    if (!pkg) throw notFound(TRIAL_NOT_FOUND);
    return pkg;
  },

  promoGame: async ({ db }) => {
    const theme = await db
      .selectFrom('themes')
      .selectAll()
      .where('trial_game_package_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirst();
    let pkg = theme?.trial_game_package_id
      ? await trialPackageView(db, theme.trial_game_package_id, theme.id)
      : null;
    if (!theme?.trial_game_package_id) {
      const any = await db
        .selectFrom('game_packages')
        .select('id')
        .where('is_trial', '=', 1)
        .orderBy('id')
        .executeTakeFirst();
      pkg = any ? await trialPackageView(db, any.id, null) : null;
    }
    if (!pkg) throw notFound('Пробная игра пока не готова.');
    return pkg;
  },
});
