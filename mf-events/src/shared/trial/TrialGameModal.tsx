/** «Опробовать»: the trial game of a theme in a modal. */

import { ErrorAlert, Modal, Skeleton } from '@quiz/ui';
import { useTrialGamePackage } from '../api/trialGames';
import { TrialGame } from './TrialGame';

export interface TrialGameModalProps {
  themeId: number;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function TrialGameModal({ themeId, title, open, onOpenChange }: TrialGameModalProps) {
  const { data, error } = useTrialGamePackage(themeId);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`Пробная игра: ${title}`} size="full">
      {error ? (
        <ErrorAlert title="Не удалось загрузить пробную игру" description="Попробуйте открыть её ещё раз." />
      ) : data ? (
        <TrialGame gamePackage={data} />
      ) : (
        <Skeleton height={320} />
      )}
    </Modal>
  );
}
