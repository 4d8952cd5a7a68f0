import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame } from '@quiz/ui';
import { WorkInProgress } from '../components/WorkInProgress';

/** Route `Games`: frame only; the screen's own issue completes it. */
export default function GamesScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Игры">
      <WorkInProgress>Здесь появятся списки игр: ближайшие, прошедшие и в разработке.</WorkInProgress>
    </PageFrame>
  );
}
