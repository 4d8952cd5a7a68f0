import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame, WorkInProgress } from '@quiz/ui';

/** Route `newTeam`: frame only; the screen's own issue completes it. */
export default function NewTeamScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Новая команда">
      <WorkInProgress>Здесь появится создание новой команды.</WorkInProgress>
    </PageFrame>
  );
}
