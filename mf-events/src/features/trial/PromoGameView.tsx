/** `/promo_game`: the trial game on its own page. */

import type { TrialGamePackage } from '@quiz/contract';
import { Button, EmptyState, PageFrame, Skeleton, useAsync } from '@quiz/ui';
import { TrialGame } from '../../shared/trial/TrialGame';
import { loadPromoGame } from './api/promoGame';

export const PROMO_TEXTS = {
  title: 'Пробная игра',
  lead: 'Попробуйте, как это выглядит на игре: вопрос, затем ответ. Нажимайте «Далее».',
  error: 'Не удалось загрузить пробную игру',
  retry: 'Повторить',
} as const;

export interface PromoGameViewProps {
  /** the promo game the page was rendered with on the server, or prefetched (route loader `promoGame`) */
  initial?: TrialGamePackage | undefined;
}

export function PromoGameView({ initial }: PromoGameViewProps = {}) {
  const { data, error, reload } = useAsync((signal) => loadPromoGame({ signal }), [], initial);
  return (
    <PageFrame title={PROMO_TEXTS.title} subtitle={`${data ? `${data.title}. ` : ''}${PROMO_TEXTS.lead}`}>
      {data ? (
        <TrialGame gamePackage={data} />
      ) : error ? (
        <EmptyState
          title={PROMO_TEXTS.error}
          action={<Button onClick={() => reload()}>{PROMO_TEXTS.retry}</Button>}
        />
      ) : (
        <Skeleton height="auto" css={{ aspectRatio: '16 / 9' }} />
      )}
    </PageFrame>
  );
}
