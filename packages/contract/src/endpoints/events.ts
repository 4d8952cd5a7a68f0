/** mf-events: events, games lists, trial games, likes, the availability grid, child sign-up, trial frames. */
import { endpoint } from '../endpoint';

export const eventsEndpoints = {
  event: endpoint('GET', '/api/event/:id/', 'user'),
  allowAnyEvent: endpoint('GET', '/api/allow_any/event/:id/'),
  unitedEvents: endpoint('GET', '/api/allow_any/event/'),
  eventWithGamePackage: endpoint('GET', '/api/event/:id/with_game_package/'),
  eventAlbum: endpoint('GET', '/api/event/:id/album'),
} as const;

export const gamesEndpoints = {
  gamesFuture: endpoint('GET', '/api/games/future/'),
  gamesMy: endpoint('GET', '/api/games/my/', 'user'),
  gamesDeveloping: endpoint('GET', '/api/games/developing/'),
  gamesFavorite: endpoint('GET', '/api/games/favorite/', 'user'),
  gamesPast: endpoint('GET', '/api/games/past/'),
  trialGamePackage: endpoint('GET', '/api/theme/:id/trial_game_package/'),
  promoGame: endpoint('GET', '/api/promo_game/'),
} as const;

export const likeEndpoints = {
  like: endpoint('POST', '/api/user/like/', 'user'),
} as const;

export const comfortableEndpoints = {
  comfortableTime: endpoint('GET', '/api/user/comfortable_time/', 'user'),
  setComfortableTime: endpoint('POST', '/api/user/comfortable_time/', 'user'),
} as const;

export const childEndpoints = {
  childRegistration: endpoint('POST', '/api/child_registration'),
} as const;

/** The templates service (SPEC §7's second client), served by this server under /api. */
export const templateEndpoints = {
  templateTask: endpoint('POST', '/api/set/prostoquiz/basic/the_last/task/:id/'),
} as const;
