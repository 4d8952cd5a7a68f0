import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame, WorkInProgress } from '@quiz/ui';

/** Route `sitting`: frame only; the screen's own issue completes it. */
export default function SittingScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Рассадка">
      <WorkInProgress>Здесь появится рассадка команд по столам.</WorkInProgress>
    </PageFrame>
  );
}
