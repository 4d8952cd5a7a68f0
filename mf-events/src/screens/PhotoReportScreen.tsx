import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame } from '@quiz/ui';
import { WorkInProgress } from '../components/WorkInProgress';

/** Route `PhotoReport`: frame only; the screen's own issue completes it. */
export default function PhotoReportScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Фотоотчёт">
      <WorkInProgress>Здесь появятся фотографии с игры.</WorkInProgress>
    </PageFrame>
  );
}
