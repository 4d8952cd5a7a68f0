import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame, WorkInProgress } from '@quiz/ui';

/** Route `RegTeamOnEvent`: frame only; the screen's own issue completes it. */
export default function RegTeamOnEventScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Регистрация команды">
      <WorkInProgress>Здесь появится состав команды на игру и предзаказ.</WorkInProgress>
    </PageFrame>
  );
}
