import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame } from '@quiz/ui';
import { WorkInProgress } from '../components/WorkInProgress';

/** Route `eventPage`: frame only; the screen's own issue completes it. */
export default function EventPageScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Игра">
      <WorkInProgress>Здесь появятся описание игры, место, дата и регистрация.</WorkInProgress>
    </PageFrame>
  );
}
