import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame, WorkInProgress } from '@quiz/ui';

/** Route `themeVote`: frame only; the screen's own issue completes it. */
export default function ThemeVoteScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Голосование за тему">
      <WorkInProgress>Здесь появится голосование за тему следующей игры.</WorkInProgress>
    </PageFrame>
  );
}
