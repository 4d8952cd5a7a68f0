import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame } from '@quiz/ui';
import { WorkInProgress } from '../components/WorkInProgress';

/** Route `eventRegistration`: frame only; the screen's own issue completes it. */
export default function EventRegistrationScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Регистрация на игру">
      <WorkInProgress>Здесь появится регистрация команды на эту игру.</WorkInProgress>
    </PageFrame>
  );
}
