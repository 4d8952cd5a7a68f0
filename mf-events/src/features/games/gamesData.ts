/**
 * The /games tabs (the `?type=` query) and what a list tab starts from (route loader `games`)
 * and loads on its own: the city's upcoming or in-development games, or the first page of the recent
 * ones. Kept apart from the view: the remote's entry (src/loaders.ts) imports it, not the screen.
 */
import type { CallOptions } from '@quiz/api';
import type { Event } from '@quiz/contract';
import type { LoadedAt } from '../../shared/now';
import { loadDevelopingGames, loadFutureGames, loadPastGames } from './api/games';

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

/** One list tab of one city: its events (RECENT: the first page, `next` the page after it). */
export interface GamesListData extends LoadedAt {
  tab: ListTab;
  cityId: number | null;
  events: Event[];
  next: number | null;
  /** asked with the visitor's session (their registrations are in the cards) */
  personal: boolean;
}

export async function loadGamesList(
  tab: ListTab,
  cityId: number | null,
  personal: boolean,
  options: CallOptions,
): Promise<GamesListData> {
  if (tab === 'RECENT') {
    const page = await loadPastGames(1, cityId, options);
    return { tab, cityId, events: page.results, next: page.next, personal, at: Date.now() };
  }
  const events = await (tab === 'UPCOMING' ? loadFutureGames : loadDevelopingGames)(cityId, options);
  return { tab, cityId, events, next: null, personal, at: Date.now() };
}
