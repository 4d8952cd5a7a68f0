/** The /games lists: the city's upcoming, in-development and past games, the visitor's games and favourites. */
import { type CallOptions, createCallApi } from '@quiz/api';
import type {
  GamesDevelopingResponse,
  GamesFavoriteResponse,
  GamesFutureResponse,
  GamesMyResponse,
  GamesPastResponse,
} from '@quiz/contract';
import { gamesEndpoints } from '@quiz/contract/endpoints';

const { gamesFuture, gamesDeveloping, gamesPast, gamesMy, gamesFavorite } = gamesEndpoints;
const callApi = createCallApi({ gamesFuture, gamesDeveloping, gamesPast, gamesMy, gamesFavorite });

/** The city's games open for registration (null: the server's default city). */
export function loadFutureGames(
  cityId: number | null,
  options: CallOptions = {},
): Promise<GamesFutureResponse> {
  return callApi('gamesFuture', { query: { city: cityId ?? undefined } }, options);
}

/** The city's games in development. */
export function loadDevelopingGames(
  cityId: number | null,
  options: CallOptions = {},
): Promise<GamesDevelopingResponse> {
  return callApi('gamesDeveloping', { query: { city: cityId ?? undefined } }, options);
}

/** One page (from 1) of the city's past games; `next` is the page after it, null at the end. */
export function loadPastGames(
  page: number,
  cityId: number | null,
  options: CallOptions = {},
): Promise<GamesPastResponse> {
  return callApi('gamesPast', { query: { page, city: cityId ?? undefined } }, options);
}

/** «Мои игры»: the visitor's upcoming and played games. */
export function loadMyGames(options: CallOptions = {}): Promise<GamesMyResponse> {
  return callApi('gamesMy', {}, options);
}

/** «Избранное»: the themes the visitor marked «Я бы сыграл», and the others. */
export function loadFavouriteGames(options: CallOptions = {}): Promise<GamesFavoriteResponse> {
  return callApi('gamesFavorite', {}, options);
}
