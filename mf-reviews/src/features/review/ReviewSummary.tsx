import type { ReviewSummaryResponse } from '@quiz/contract';
import { colors, EmptyState, fontWeight, QueryState, Section, Skeleton, Stars, space } from '@quiz/ui';
import { ATMOSPHERE, HOST, RECOMMENDATION, RESTAURANT, STAR_QUESTIONS } from './answers';
import { useReviewSummary } from './api/reviews';
import { boxCss, SummaryClaims, SummaryComments } from './SummarySections';

const CHOICE_QUESTIONS = [
  { key: 'event_atmosphere_assessment', label: 'Атмосфера', options: ATMOSPHERE },
  { key: 'event_host_assessment', label: 'Ведущий', options: HOST },
  { key: 'recommendation_probability', label: 'Порекомендуют друзьям', options: RECOMMENDATION },
  { key: 'restaurant_service_assessment', label: 'Обслуживание', options: RESTAURANT },
  { key: 'food_and_drink_quality', label: 'Еда и напитки', options: RESTAURANT },
] as const;

export function reviewsWord(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 'отзыв';
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'отзыва';
  return 'отзывов';
}

export function SummaryView({ summary }: { summary: ReviewSummaryResponse }) {
  if (summary.count === 0) {
    return (
      <EmptyState
        title="Завершённых отзывов пока нет"
        text="Сводка появится, когда игроки отправят отзывы."
      />
    );
  }
  return (
    <div css={{ display: 'grid', gap: space(5) }}>
      <p css={{ margin: 0, fontWeight: fontWeight.bold }}>
        {summary.count} {reviewsWord(summary.count)}
      </p>
      <dl
        css={{
          display: 'grid',
          gap: space(3),
          gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
          margin: 0,
        }}
      >
        {STAR_QUESTIONS.map((q) => {
          const s = summary.stars[q.key];
          return (
            <div key={q.key} css={boxCss}>
              <dt css={{ color: colors.muted }}>{q.label}</dt>
              <dd css={{ margin: `${space(1)} 0 0`, display: 'flex', alignItems: 'center', gap: space(2) }}>
                <strong css={{ fontSize: 24 }}>
                  {s.average === null ? '—' : s.average.toFixed(1).replace('.', ',')}
                </strong>
                {s.average === null ? null : (
                  <Stars
                    max={5}
                    size={20}
                    value={Math.round(s.average)}
                    label={`В среднем ${s.average} из 5`}
                  />
                )}
                <span css={{ color: colors.muted }}>({s.answers})</span>
              </dd>
            </div>
          );
        })}
      </dl>
      <div
        css={{ display: 'grid', gap: space(3), gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}
      >
        {CHOICE_QUESTIONS.map((q) => {
          const counts = summary.choices[q.key];
          return (
            <section key={q.key} aria-label={q.label} css={boxCss}>
              <h4 css={{ margin: `0 0 ${space(2)}` }}>{q.label}</h4>
              <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(1) }}>
                {q.options.map((o) => (
                  <li key={String(o.value)} css={{ display: 'flex', justifyContent: 'space-between' }}>
                    <span>{o.label}</span>
                    <strong>{counts[String(o.value)] ?? 0}</strong>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <SummaryComments comments={summary.comments} />
      <SummaryClaims claims={summary.claims} />
    </div>
  );
}

/** Loads and shows the summary of one game (rendered only for organizers). */
export function ReviewSummary({ eventId }: { eventId: number }) {
  const summary = useReviewSummary(eventId);
  return (
    <Section title="Отзывы игроков (для организаторов)">
      <QueryState
        query={summary}
        errorTitle="Не удалось загрузить сводку"
        loading={
          <div role="status" aria-label="Загрузка сводки">
            <Skeleton height={160} />
          </div>
        }
      >
        {(data) => <SummaryView summary={data} />}
      </QueryState>
    </Section>
  );
}
