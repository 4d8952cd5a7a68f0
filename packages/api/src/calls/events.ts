/**
 * SPEC §7 calls owned by mf-events: games lists, events, albums, the trial game, likes, the
 * availability grid, the child registration form and the templates call for trial frames.
 */
import type {
  AllowAnyEventsQuery,
  AllowAnyEventsResponse,
  ChildRegistrationBody,
  ChildRegistrationResponse,
  ComfortableTimeResponse,
  EventAlbumResponse,
  EventResponse,
  GamesDevelopingResponse,
  GamesFavoriteResponse,
  GamesFutureResponse,
  GamesMyResponse,
  GamesPastResponse,
  LikeResponse,
  TemplateTaskResponse,
  TrialGamePackageResponse,
} from '@quiz/contract';
import { type CallOptions, clientOf } from '../client';

const cityParams = (cityId?: number | null) => (cityId ? { city: cityId } : undefined);

/** The trial game of a theme (GET theme/{id}/trial_game_package/). */
export async function getTrialGamePackage(
  themeId: number,
  options?: CallOptions,
): Promise<TrialGamePackageResponse> {
  const { data } = await clientOf(options).get<TrialGamePackageResponse>(
    `theme/${themeId}/trial_game_package/`,
    { signal: options?.signal },
  );
  return data;
}

/** The trial game shown on /promo_game. */
export async function getPromoGamePackage(options?: CallOptions): Promise<TrialGamePackageResponse> {
  const { data } = await clientOf(options).get<TrialGamePackageResponse>('promo_game/', {
    signal: options?.signal,
  });
  return data;
}

/** Upcoming games of a city (GET /games/future/). */
export async function getGamesFuture(
  cityId?: number | null,
  options?: CallOptions,
): Promise<GamesFutureResponse> {
  const { data } = await clientOf(options).get<GamesFutureResponse>('games/future/', {
    params: cityParams(cityId),
    signal: options?.signal,
  });
  return data;
}

/** The user's games: current (upcoming) and past (GET /games/my/, login). */
export async function getGamesMy(options?: CallOptions): Promise<GamesMyResponse> {
  const { data } = await clientOf(options).get<GamesMyResponse>('games/my/', { signal: options?.signal });
  return data;
}

/** Games in development (GET /games/developing/). */
export async function getGamesDeveloping(
  cityId?: number | null,
  options?: CallOptions,
): Promise<GamesDevelopingResponse> {
  const { data } = await clientOf(options).get<GamesDevelopingResponse>('games/developing/', {
    params: cityParams(cityId),
    signal: options?.signal,
  });
  return data;
}

/** Liked and not liked themes (GET /games/favorite/, login). */
export async function getGamesFavorite(options?: CallOptions): Promise<GamesFavoriteResponse> {
  const { data } = await clientOf(options).get<GamesFavoriteResponse>('games/favorite/', {
    signal: options?.signal,
  });
  return data;
}

/** One page of recent games (GET /games/past/?page=n). */
export async function getGamesPast(
  page: number,
  cityId?: number | null,
  options?: CallOptions,
): Promise<GamesPastResponse> {
  const { data } = await clientOf(options).get<GamesPastResponse>('games/past/', {
    params: { page, ...cityParams(cityId) },
    signal: options?.signal,
  });
  return data;
}

/**
 * One event. Logged in it uses event/{id}/ (with the user's flags), otherwise allow_any/event/{id}/.
 */
export async function getEvent(
  eventId: number,
  loggedIn: boolean,
  options?: CallOptions,
): Promise<EventResponse> {
  const path = loggedIn ? `event/${eventId}/` : `allow_any/event/${eventId}/`;
  const { data } = await clientOf(options).get<EventResponse>(path, { signal: options?.signal });
  return data;
}

/** The events of one united game (GET allow_any/event/?united_tag=&date=). */
export async function getUnitedEvents(
  query: AllowAnyEventsQuery,
  options?: CallOptions,
): Promise<AllowAnyEventsResponse> {
  const { data } = await clientOf(options).get<AllowAnyEventsResponse>('allow_any/event/', {
    params: query,
    signal: options?.signal,
  });
  return data;
}

/** An event with its game package's tours, blocks and tasks. */
export async function getEventWithGamePackage(
  eventId: number,
  options?: CallOptions,
): Promise<EventResponse> {
  const { data } = await clientOf(options).get<EventResponse>(`event/${eventId}/with_game_package/`, {
    signal: options?.signal,
  });
  return data;
}

/** The photo report of an event (404 when there is none). */
export async function getEventAlbum(eventId: number, options?: CallOptions): Promise<EventAlbumResponse> {
  const { data } = await clientOf(options).get<EventAlbumResponse>(`event/${eventId}/album`, {
    signal: options?.signal,
  });
  return data;
}

/** Sets (status true) or removes a like of a theme (POST user/like, login). */
export async function postLike(
  themeId: number,
  status: boolean,
  options?: CallOptions,
): Promise<LikeResponse> {
  const { data } = await clientOf(options).post<LikeResponse>(
    'user/like/',
    { theme_id: themeId, status },
    { signal: options?.signal },
  );
  return data;
}

/** The user's availability grid. */
export async function getComfortableTime(options?: CallOptions): Promise<ComfortableTimeResponse> {
  const { data } = await clientOf(options).get<ComfortableTimeResponse>('user/comfortable_time/', {
    signal: options?.signal,
  });
  return data;
}

/** Checks or unchecks one slot of the grid; id is 'hour-day', e.g. '18-mn' (login). */
export async function postComfortableTime(
  id: string,
  status: boolean,
  options?: CallOptions,
): Promise<ComfortableTimeResponse> {
  const { data } = await clientOf(options).post<ComfortableTimeResponse>(
    'user/comfortable_time/',
    { id, status },
    { signal: options?.signal },
  );
  return data;
}

/** The children's game sign-up (POST /api/child_registration). */
export async function postChildRegistration(
  body: ChildRegistrationBody,
  options?: CallOptions,
): Promise<ChildRegistrationResponse> {
  const { data } = await clientOf(options).post<ChildRegistrationResponse>('child_registration', body, {
    signal: options?.signal,
  });
  return data;
}

/** Renders one frame of a trial task to an HTML fragment (the templates call). */
export async function renderTrialFrame(
  taskId: number,
  frame: 'question' | 'answer',
  options?: CallOptions,
): Promise<TemplateTaskResponse> {
  const { data } = await clientOf(options).post<TemplateTaskResponse>(
    `set/prostoquiz/basic/the_last/task/${taskId}/`,
    { frame },
    { params: { include_bootstrap: 0 }, signal: options?.signal },
  );
  return data;
}
