import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame, WorkInProgress } from '@quiz/ui';

/** Route `Preorder`: frame only; the screen's own issue completes it. */
export default function PreorderScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Предзаказ">
      <WorkInProgress>Здесь появится меню заведения для предзаказа.</WorkInProgress>
    </PageFrame>
  );
}
