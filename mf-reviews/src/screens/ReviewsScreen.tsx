import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame, WorkInProgress } from '@quiz/ui';

/** Route `Reviews`: frame only; the screen's own issue completes it. */
export default function ReviewsScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Отзыв об игре">
      <WorkInProgress>Здесь появится анкета отзыва об игре.</WorkInProgress>
    </PageFrame>
  );
}
