import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame, WorkInProgress } from '@quiz/ui';

/** Route `secretPreorder`: frame only; the screen's own issue completes it. */
export default function SecretPreorderScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Предзаказы">
      <WorkInProgress>Здесь появятся предзаказы команд по играм.</WorkInProgress>
    </PageFrame>
  );
}
