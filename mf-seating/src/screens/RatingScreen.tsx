import type { RemoteAppProps } from '@quiz/federation';
import { RatingView } from '../features/rating/RatingView';

/** Route `Rating` (/rating). */
export default function RatingScreen(_props: RemoteAppProps) {
  return <RatingView />;
}
