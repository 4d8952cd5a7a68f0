import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame } from '@quiz/ui';
import { WorkInProgress } from '../components/WorkInProgress';

/** Route `GameResults`: frame only; the screen's own issue completes it. */
export default function GameResultsScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Итоги игр">
      <WorkInProgress>Здесь появятся итоги игр по месяцам.</WorkInProgress>
    </PageFrame>
  );
}
