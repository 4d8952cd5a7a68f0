import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame } from '@quiz/ui';
import { WorkInProgress } from '../components/WorkInProgress';

/** Route `childregistration`: frame only; the screen's own issue completes it. */
export default function ChildregistrationScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Детская игра">
      <WorkInProgress>Здесь появится форма записи на детскую игру.</WorkInProgress>
    </PageFrame>
  );
}
