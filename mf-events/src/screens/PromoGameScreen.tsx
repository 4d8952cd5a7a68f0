import type { RemoteAppProps } from '@quiz/federation';
import { PromoGameView } from '../features/trial/PromoGameView';

/** Route `promoGame` (/promo_game). */
export default function PromoGameScreen(_props: RemoteAppProps) {
  return <PromoGameView />;
}
