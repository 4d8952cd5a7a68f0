import type { RemoteAppProps } from '@quiz/federation';
import { PageFrame, WorkInProgress } from '@quiz/ui';

/** Route `cabinet`: frame only; the screen's own issue completes it. */
export default function CabinetScreen(_props: RemoteAppProps) {
  return (
    <PageFrame title="Личный кабинет">
      <WorkInProgress>Здесь появятся ваши данные, аватар и настройки.</WorkInProgress>
    </PageFrame>
  );
}
