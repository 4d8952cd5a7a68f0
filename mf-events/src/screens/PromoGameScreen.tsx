import { PromoGameView } from '../features/trial/PromoGameView';

/** Route `promoGame` (/promo_game); the game is in the cache when the route loader ran. */
export default function PromoGameScreen() {
  return <PromoGameView />;
}
