import { useCity } from '@quiz/bus/react';
import type { TrialGamePackage } from '@quiz/contract';
import { initialRouteData, type RemoteAppProps } from '@quiz/federation';
import { PromoGameView } from '../features/trial/PromoGameView';

/** Route `promoGame` (/promo_game); starts from the route loader's answer when there is one. */
export default function PromoGameScreen(props: RemoteAppProps) {
  const city = useCity();
  return <PromoGameView initial={initialRouteData<TrialGamePackage>(props, city?.id ?? null)} />;
}
