/**
 * Games lists (SPEC §7): games/future/, games/my/ (login), games/developing/, games/favorite/
 * (login), games/past/?page=; the trial game of a theme and of /promo_game.
 */
import { gamesCalls } from '@quiz/contract';
import { routeCalls } from '../../http/calls';
import {
  developingGames,
  favoriteThemes,
  futureGames,
  myGames,
  pastGames,
  promoGame,
  themeTrial,
} from './service';

export const gamesRoutes = routeCalls(gamesCalls, {
  gamesFuture: ({ query, db, user }) => futureGames(db, query.city, user),
  gamesDeveloping: ({ query, db, user }) => developingGames(db, query.city, user),
  gamesPast: ({ query, db, user }) => pastGames(db, query, user),
  gamesMy: ({ db, user }) => myGames(db, user),
  gamesFavorite: ({ db, user }) => favoriteThemes(db, user),
  trialGamePackage: ({ params, db }) => themeTrial(db, params.id),
  promoGame: ({ db }) => promoGame(db),
});
