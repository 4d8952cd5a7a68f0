import { routeId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { ReviewsView } from '../features/review/ReviewsView';

/** Route `reviews` (/event/{eventId}/reviews): the review wizard; organizers also see the summary. */
export default function ReviewsScreen({ params }: RemoteAppProps) {
  return <ReviewsView eventId={routeId(params.eventId)} />;
}
