/** `/promo_game`: the trial game on its own page. */

import { Button, EmptyState, PageFrame, Skeleton } from '@quiz/ui';
import { TrialGame } from '../../shared/trial/TrialGame';
import { usePromoGame } from './api/promoGame';

export const PROMO_TEXTS = {
  title: 'Пробная игра',
  lead: 'Попробуйте, как это выглядит на игре: вопрос, затем ответ. Нажимайте «Далее».',
  error: 'Не удалось загрузить пробную игру',
  retry: 'Повторить',
} as const;

/** The game the server rendered with (route loader `promoGame`) is in the cache: no first request. */
export function PromoGameView() {
  const { data, error, refetch } = usePromoGame();
  return (
    <PageFrame title={PROMO_TEXTS.title} subtitle={`${data ? `${data.title}. ` : ''}${PROMO_TEXTS.lead}`}>
      {data ? (
        <TrialGame gamePackage={data} />
      ) : error ? (
        <EmptyState
          title={PROMO_TEXTS.error}
          action={<Button onClick={() => void refetch()}>{PROMO_TEXTS.retry}</Button>}
        />
      ) : (
        <Skeleton height="auto" css={{ aspectRatio: '16 / 9' }} />
      )}
    </PageFrame>
  );
}
