import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame, WorkInProgress } from '@quiz/ui';

/** Route `regOnTeam`: frame only; the screen's own issue completes it. */
export default function RegOnTeamScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Приглашение в команду">
      <WorkInProgress>Здесь появится приглашение вступить в команду.</WorkInProgress>
    </PageFrame>
  );
}
