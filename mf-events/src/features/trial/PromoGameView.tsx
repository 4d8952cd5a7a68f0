/** `/promo_game`: the trial game on its own page. */
import { callApi } from '@quiz/api';
import {
  Button,
  colors,
  EmptyState,
  fontSize,
  maxContentWidth,
  mq,
  Skeleton,
  space,
  useAsync,
} from '@quiz/ui';
import { TrialGame } from './TrialGame';

export const PROMO_TEXTS = {
  title: 'Пробная игра',
  lead: 'Попробуйте, как это выглядит на игре: вопрос, затем ответ. Нажимайте «Далее».',
  error: 'Не удалось загрузить пробную игру',
  retry: 'Повторить',
} as const;

export function PromoGameView() {
  const { data, error, reload } = useAsync((signal) => callApi('promoGame', {}, { signal }), []);
  return (
    <main
      css={{
        maxWidth: maxContentWidth,
        margin: '0 auto',
        padding: `${space(6)} ${space(5)} ${space(12)}`,
        [mq.mobile]: { padding: `${space(4)} ${space(4)} ${space(10)}` },
      }}
    >
      <h1 css={{ margin: 0, color: colors.primary, fontSize: fontSize.xxl }}>{PROMO_TEXTS.title}</h1>
      <p css={{ margin: `${space(2)} 0 ${space(5)}`, color: colors.muted }}>
        {data ? `${data.title}. ` : ''}
        {PROMO_TEXTS.lead}
      </p>
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
    </main>
  );
}
