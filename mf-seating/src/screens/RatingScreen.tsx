import type { RemoteAppProps } from '@quiz/federation';
import { RatingView } from '../features/rating/RatingView';

/** Route `rating` (/rating): the city's seasons, from the cache the route loader filled when there is one. */
export default function RatingScreen(_props: RemoteAppProps) {
  return <RatingView />;
}
