/** @jsxImportSource @emotion/react */
/** The comments and the claims of a game's review summary (ReviewSummary). Texts render as text. */
import type { ReviewSummaryResponse } from '@quiz/contract';
import { Badge, colors, fontWeight, radius, Section, space } from '@quiz/ui';

export const boxCss = {
  padding: space(4),
  border: `1px solid ${colors.border}`,
  borderRadius: radius.card,
  background: colors.surface,
} as const;

/** The summary's comments: to whom, by whom, and whether the author waits for an answer. */
export function SummaryComments({ comments }: { comments: ReviewSummaryResponse['comments'] }) {
  return (
    <Section title="Комментарии">
      {comments.length === 0 ? (
        <p css={{ margin: 0, color: colors.muted }}>Комментариев нет.</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
          {comments.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: comments are a fixed list
            <li key={i} css={boxCss}>
              <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap', alignItems: 'center' }}>
                <Badge tone={c.kind === 'restaurant' ? 'accent' : 'primary'}>
                  {c.kind === 'restaurant' ? 'Ресторану' : 'Организаторам'}
                </Badge>
                <span css={{ color: colors.muted }}>{c.author || 'Игрок'}</span>
                {c.want_response ? <Badge tone="warning">Ждёт ответа</Badge> : null}
              </div>
              <p css={{ margin: `${space(2)} 0 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {c.text}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The summary's claims, grouped by tour and question, with how many players disputed each. */
export function SummaryClaims({ claims }: { claims: ReviewSummaryResponse['claims'] }) {
  return (
    <Section title="Спорные вопросы">
      {claims.length === 0 ? (
        <p css={{ margin: 0, color: colors.muted }}>Спорных вопросов нет.</p>
      ) : (
        <div css={{ display: 'grid', gap: space(3) }}>
          {claims.map((g) => (
            <section key={g.tour.id} aria-label={`Тур ${g.tour.number}`} css={boxCss}>
              <h4 css={{ margin: `0 0 ${space(2)}` }}>
                Тур {g.tour.number}. {g.tour.title}
              </h4>
              {g.questions.map((q) => (
                <div key={q.task.id} css={{ marginTop: space(2) }}>
                  <p css={{ margin: 0, fontWeight: fontWeight.medium }}>
                    Блок {q.block.number} · Вопрос {q.task.number}: {q.task.question}{' '}
                    <Badge tone="danger">{q.texts.length}</Badge>
                  </p>
                  <ul css={{ margin: `${space(1)} 0 0`, paddingLeft: space(5) }}>
                    {q.texts.map((t, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: claim texts are a fixed list
                      <li key={i} css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {t}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
        </div>
      )}
    </Section>
  );
}
