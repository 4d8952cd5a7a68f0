import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame, WorkInProgress } from '@quiz/ui';

/** Route `teamCabinet`: frame only; the screen's own issue completes it. */
export default function TeamCabinetScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Команда">
      <WorkInProgress>Здесь появится кабинет команды со списком игроков.</WorkInProgress>
    </PageFrame>
  );
}
