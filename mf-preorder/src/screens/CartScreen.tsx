import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame, WorkInProgress } from '@quiz/ui';

/** Route `cart`: frame only; the screen's own issue completes it. */
export default function CartScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Корзина">
      <WorkInProgress>Здесь появится корзина предзаказа.</WorkInProgress>
    </PageFrame>
  );
}
