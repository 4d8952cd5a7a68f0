import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame } from '@quiz/ui';
import { WorkInProgress } from '../components/WorkInProgress';

/** Route `newTeam`: frame only; the screen's own issue completes it. */
export default function NewTeamScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Новая команда">
      <WorkInProgress>Здесь появится создание новой команды.</WorkInProgress>
    </PageFrame>
  );
}
