/**
 * The /games tabs (the `?type=` query) and what a list tab's first paint needs (route loader `games`):
 * the city's upcoming or in-development games, or the first page of the recent ones. Kept apart from the
 * view: the remote's loaders (src/loaders.ts) import it, not the screen.
 */
import type { CallOptions } from '@quiz/api';
import type { QueryClient } from '@tanstack/react-query';
import { gamesListQueryOptions, recentGamesQueryOptions } from './api/games';

export const GAME_TABS = ['UPCOMING', 'RECENT', 'DEVELOPMENT', 'MYGAMES', 'FAVOURITES'] as const;
export type GameTab = (typeof GAME_TABS)[number];
export const LOGIN_TABS: readonly GameTab[] = ['MYGAMES', 'FAVOURITES'];
/** Tabs that show a plain list of event cards (the others are made of titled sections). */
export const LIST_TABS = ['UPCOMING', 'RECENT', 'DEVELOPMENT'] as const satisfies readonly GameTab[];
export type ListTab = (typeof LIST_TABS)[number];

export function tabFromQuery(type: string | undefined, loggedIn: boolean): GameTab {
  const upper = (type ?? '').toUpperCase();
  const tab = (GAME_TABS as readonly string[]).includes(upper) ? (upper as GameTab) : 'UPCOMING';
  return !loggedIn && LOGIN_TABS.includes(tab) ? 'UPCOMING' : tab;
}

export function isListTab(tab: GameTab): tab is ListTab {
  return (LIST_TABS as readonly GameTab[]).includes(tab);
}

/** Fills the cache with a list tab of one city (RECENT: its first page). */
export async function ensureGamesList(
  queryClient: QueryClient,
  tab: ListTab,
  cityId: number | null,
  loggedIn: boolean,
  options: CallOptions,
): Promise<void> {
  if (tab === 'RECENT')
    await queryClient.ensureInfiniteQueryData(recentGamesQueryOptions(cityId, loggedIn, options));
  else await queryClient.ensureQueryData(gamesListQueryOptions(tab, cityId, loggedIn, options));
}
