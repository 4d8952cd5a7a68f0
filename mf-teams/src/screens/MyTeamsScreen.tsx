import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame, WorkInProgress } from '@quiz/ui';

/** Route `MyTeams`: frame only; the screen's own issue completes it. */
export default function MyTeamsScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Мои команды">
      <WorkInProgress>Здесь появится список ваших команд.</WorkInProgress>
    </PageFrame>
  );
}
