import { useCity } from '@quiz/bus/react';
import type { RatingResponse } from '@quiz/contract';
import { initialRouteData, type RemoteAppProps } from '@quiz/federation';
import { RatingView } from '../features/rating/RatingView';

/** Route `rating` (/rating); starts from the route loader's answer when there is one. */
export default function RatingScreen(props: RemoteAppProps) {
  const city = useCity();
  return <RatingView initial={initialRouteData<RatingResponse>(props, city?.id ?? null)} />;
}
