import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame } from '@quiz/ui';
import { WorkInProgress } from '../components/WorkInProgress';

/** Route `promoGame`: frame only; the screen's own issue completes it. */
export default function PromoGameScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Пробная игра">
      <WorkInProgress>Здесь появится пробная игра.</WorkInProgress>
    </PageFrame>
  );
}
