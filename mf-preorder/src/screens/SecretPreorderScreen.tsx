import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame } from '@quiz/ui';
import { WorkInProgress } from '../components/WorkInProgress';

/** Route `secretPreorder`: frame only; the screen's own issue completes it. */
export default function SecretPreorderScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Предзаказы">
      <WorkInProgress>Здесь появятся предзаказы команд по играм.</WorkInProgress>
    </PageFrame>
  );
}
