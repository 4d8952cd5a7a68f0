/** Games lists: upcoming, developing, played (paged), the user's own, liked themes; trial games. */
import type {
  Event,
  GamesFavoriteResponse,
  GamesMyResponse,
  GamesPastResponse,
  TrialGamePackage,
} from '@quiz/contract';
import { PAST_GAMES_PAGE_SIZE } from '@quiz/contract';
import { isPassed } from '@quiz/domain';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import { notFound, orNotFound } from '../../errors';
import { eventsByIds, themeViews } from '../../views/catalogue';
import { resolveCity } from '../cities/repository';
import { trialPackageView } from '../packages/repository';
import { THEME_NOT_FOUND } from '../themes/texts';
import {
  allThemes,
  developingIds,
  eventsPlayedBy,
  pastPage,
  promoTrial,
  themeById,
  upcomingOpenIds,
} from './repository';

export const TRIAL_NOT_FOUND = 'У этой темы нет пробной игры.';
export const PROMO_NOT_READY = 'Пробная игра пока не готова.';

export async function futureGames(db: Db, city: number | undefined, user: UserRow | null): Promise<Event[]> {
  const found = await resolveCity(db, city);
  return found ? eventsByIds(db, await upcomingOpenIds(db, found.id), user) : [];
}

export async function developingGames(
  db: Db,
  city: number | undefined,
  user: UserRow | null,
): Promise<Event[]> {
  const found = await resolveCity(db, city);
  return found ? eventsByIds(db, await developingIds(db, found.id), user) : [];
}

export async function pastGames(
  db: Db,
  { page, city }: { page: number; city?: number },
  user: UserRow | null,
): Promise<GamesPastResponse> {
  const found = await resolveCity(db, city);
  if (!found) return { next: null, count: 0, results: [] };
  const { id } = found;
  const { ids, count } = await pastPage(db, id, (page - 1) * PAST_GAMES_PAGE_SIZE, PAST_GAMES_PAGE_SIZE);
  const results = await eventsByIds(db, ids, user);
  return { next: page * PAST_GAMES_PAGE_SIZE < count ? page + 1 : null, count, results };
}

/** The user's games: upcoming soonest first, played latest first. */
export async function myGames(db: Db, user: UserRow): Promise<GamesMyResponse> {
  const rows = await eventsPlayedBy(db, user.id);
  const now = new Date();
  const current = rows.filter((r) => !isPassed(r.date, now)).sort((a, b) => a.date.localeCompare(b.date));
  const past = rows.filter((r) => isPassed(r.date, now)).sort((a, b) => b.date.localeCompare(a.date));
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
}

export async function favoriteThemes(db: Db, user: UserRow): Promise<GamesFavoriteResponse> {
  const themes = await themeViews(db, await allThemes(db), user);
  return { favorite: themes.filter((t) => t.isLiked), not_favorite: themes.filter((t) => !t.isLiked) };
}

export async function themeTrial(db: Db, themeId: number): Promise<TrialGamePackage> {
  const theme = orNotFound(await themeById(db, themeId), THEME_NOT_FOUND);
  const pkg = theme.trial_game_package_id
    ? await trialPackageView(db, theme.trial_game_package_id, theme.id)
    : null;
  if (!pkg) throw notFound(TRIAL_NOT_FOUND);
  return pkg;
}

export async function promoGame(db: Db): Promise<TrialGamePackage> {
  const trial = await promoTrial(db);
  const pkg = orNotFound(
    trial ? await trialPackageView(db, trial.packageId, trial.themeId) : null,
    PROMO_NOT_READY,
  );
  return pkg;
}
