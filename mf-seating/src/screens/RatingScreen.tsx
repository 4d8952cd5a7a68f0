import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame } from '@quiz/ui';
import { WorkInProgress } from '../components/WorkInProgress';

/** Route `Rating`: frame only; the screen's own issue completes it. */
export default function RatingScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Рейтинг команд">
      <WorkInProgress>Здесь появится рейтинг команд по сезонам.</WorkInProgress>
    </PageFrame>
  );
}
