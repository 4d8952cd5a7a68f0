/** @jsxImportSource @emotion/react */
/**
 * «Игра отменена» or «Игра перенесена» (with the date the game had before) wherever a game is shown:
 * mf-events' event card and event page, mf-teams' cabinet, registration page and form. The rule
 * (`eventStatus` of @quiz/domain) and the words are the domain's; a game on as announced shows nothing.
 * Dates are the venue city's wall clock.
 */
import { EVENT_STATUS_TEXTS, type EventStatusFields, eventStatus } from '@quiz/domain';
import { formatDayMonth, formatTime } from '../formatters';
import { colors, fontSize, radius, space } from '../tokens';

export interface EventStatusNoteProps {
  event: EventStatusFields & { city: { timezone: string } };
  /** the instant a move is judged past at (a screen's render instant); the clock otherwise */
  now?: Date | undefined;
  /** a card: the cancelled game's one line, without the sentence on what is closed */
  compact?: boolean;
  className?: string;
}

export function EventStatusNote({ event, now, compact = false, className }: EventStatusNoteProps) {
  const status = eventStatus(event, now);
  if (!status) return null;
  const cancelled = status.kind === 'cancelled';
  const tz = { timeZone: event.city.timezone };
  const detail = cancelled
    ? compact
      ? null
      : EVENT_STATUS_TEXTS.cancelledHint
    : EVENT_STATUS_TEXTS.postponedFrom(`${formatDayMonth(status.from, tz)}, ${formatTime(status.from, tz)}`);
  return (
    <div
      className={className}
      data-testid="event-status"
      css={{
        display: 'grid',
        gap: space(1),
        padding: `${space(2)} ${space(3)}`,
        borderRadius: radius.control,
        borderLeft: `4px solid ${cancelled ? colors.danger : colors.warning}`,
        background: cancelled ? colors.dangerSoft : colors.warningSoft,
        color: colors.text,
      }}
    >
      <strong css={{ color: cancelled ? colors.danger : colors.warning }}>
        {cancelled ? EVENT_STATUS_TEXTS.cancelled : EVENT_STATUS_TEXTS.postponed}
      </strong>
      {detail ? <span css={{ fontSize: fontSize.sm }}>{detail}</span> : null}
    </div>
  );
}
