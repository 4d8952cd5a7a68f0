/**
 * The /games lists as queries of the page's cache: the city's upcoming, in-development and past games
 * (keyed by whether they were asked with the session: the cards carry the visitor's registrations), the
 * visitor's games and favourites. The list tabs are what the route loader `games` fills on the server.
 */
import { type CallOptions, createCallApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import { gamesEndpoints } from '@quiz/contract/endpoints';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';

const { gamesFuture, gamesDeveloping, gamesPast, gamesMy, gamesFavorite } = gamesEndpoints;
const callApi = createCallApi({ gamesFuture, gamesDeveloping, gamesPast, gamesMy, gamesFavorite });

/** The city's games open for registration, or in development (city null: the server's default city). */
export const gamesListQueryOptions = (
  tab: 'UPCOMING' | 'DEVELOPMENT',
  cityId: number | null,
  loggedIn: boolean,
  options: CallOptions = {},
) =>
  queryOptions({
    queryKey: queryKey('games', tab, cityId, { loggedIn }),
    queryFn: ({ signal }) =>
      callApi(
        tab === 'UPCOMING' ? 'gamesFuture' : 'gamesDeveloping',
        { query: { city: cityId ?? undefined } },
        { ...options, signal },
      ),
  });

/** The city's past games, page by page (from 1); `next` is the page after one, null at the end. */
export const recentGamesQueryOptions = (
  cityId: number | null,
  loggedIn: boolean,
  options: CallOptions = {},
) =>
  infiniteQueryOptions({
    queryKey: queryKey('games', 'RECENT', cityId, { loggedIn }),
    queryFn: ({ pageParam, signal }) =>
      callApi('gamesPast', { query: { page: pageParam, city: cityId ?? undefined } }, { ...options, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** «Мои игры»: the visitor's upcoming and played games. */
export const useMyGames = () =>
  useQuery({
    queryKey: queryKey('games', 'MYGAMES'),
    queryFn: ({ signal }) => callApi('gamesMy', {}, { signal }),
  });

/** «Избранное»: the themes the visitor marked «Я бы сыграл», and the others (a like refreshes it). */
export const useFavouriteGames = () =>
  useQuery({
    queryKey: queryKey('themes', 'FAVOURITES'),
    queryFn: ({ signal }) => callApi('gamesFavorite', {}, { signal }),
  });
