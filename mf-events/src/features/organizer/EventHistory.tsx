/**
 * «История изменений» of a game: who changed what and when, before → after, newest first; each change
 * as a person reads it (./historyValues.ts), times in the game city's zone.
 */
import type { EventHistoryResponse } from '@quiz/contract';
import { ORGANIZER_TEXTS } from '@quiz/domain';
import { Collapsible, colors, fontSize, formatDateLine, space } from '@quiz/ui';
import { type HistoryContext, historyLines } from './historyValues';

export function EventHistory({
  history,
  context,
}: {
  history: EventHistoryResponse;
  context: HistoryContext;
}) {
  const { timeZone } = context;
  return (
    <Collapsible title={ORGANIZER_TEXTS.history}>
      {history.length === 0 ? (
        <p css={{ margin: 0, color: colors.muted }}>Изменений пока нет.</p>
      ) : (
        <ol
          aria-label={ORGANIZER_TEXTS.history}
          css={{ margin: 0, paddingLeft: space(5), display: 'grid', gap: space(3) }}
        >
          {history.map((entry) => {
            const lines = historyLines(entry, context);
            return (
              <li key={entry.id}>
                <p css={{ margin: 0 }}>
                  <strong>{entry.summary}</strong>
                </p>
                <p css={{ margin: 0, color: colors.muted, fontSize: fontSize.sm }}>
                  {formatDateLine(entry.at, { timeZone })} · {entry.by.name}
                </p>
                {lines.length ? (
                  <ul css={{ margin: 0, paddingLeft: space(4), fontSize: fontSize.sm }}>
                    {lines.map((line, i) => (
                      // a line may repeat (two teams' «Пришла: нет → да»): its place keeps the key unique
                      // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one entry never reorder
                      <li key={i}>{line}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Collapsible>
  );
}
