/** «История изменений» of a game: who changed what and when, before → after, newest first. */
import type { AuditEntry, EventHistoryResponse } from '@quiz/contract';
import { ORGANIZER_TEXTS } from '@quiz/domain';
import { Collapsible, colors, fontSize, formatDateLine, space } from '@quiz/ui';

const valueText = (v: AuditEntry['changes'][number]['before']) =>
  v === null || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

export function EventHistory({ history, timeZone }: { history: EventHistoryResponse; timeZone: string }) {
  return (
    <Collapsible title={ORGANIZER_TEXTS.history}>
      {history.length === 0 ? (
        <p css={{ margin: 0, color: colors.muted }}>Изменений пока нет.</p>
      ) : (
        <ol
          aria-label={ORGANIZER_TEXTS.history}
          css={{ margin: 0, paddingLeft: space(5), display: 'grid', gap: space(3) }}
        >
          {history.map((entry) => (
            <li key={entry.id}>
              <p css={{ margin: 0 }}>
                <strong>{entry.summary}</strong>
              </p>
              <p css={{ margin: 0, color: colors.muted, fontSize: fontSize.sm }}>
                {formatDateLine(entry.at, { timeZone })} · {entry.by.name}
              </p>
              {entry.changes.length ? (
                <ul css={{ margin: 0, paddingLeft: space(4), fontSize: fontSize.sm }}>
                  {entry.changes.map((c) => (
                    <li key={c.field}>
                      {c.field}: {valueText(c.before)} → {valueText(c.after)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Collapsible>
  );
}
