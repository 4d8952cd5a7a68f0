import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame } from '@quiz/ui';
import { WorkInProgress } from '../components/WorkInProgress';

/** Route `gameResult`: frame only; the screen's own issue completes it. */
export default function GameResultScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Итоги игры">
      <WorkInProgress>Здесь появится таблица результатов игры.</WorkInProgress>
    </PageFrame>
  );
}
