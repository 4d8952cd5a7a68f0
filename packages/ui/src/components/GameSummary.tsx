/**
 * Which game a window or a bar is about, at its top: the theme's title with its postfix, the date and
 * time in the venue city's zone (never the browser's) and the venue. Two games of one theme on one
 * day («Мистика и хорроры, 2 декабря» at two venues) differ by their time and venue here.
 */
import type { Event } from '@quiz/contract';
import { formatDateLine } from '../formatters';
import { colors, fontSize, space } from '../tokens';

export type GameSummaryEvent = Pick<Event, 'date' | 'postfix' | 'city' | 'place'> & {
  game: { theme: Pick<Event['game']['theme'], 'title'> };
};

/** «Мистика и хорроры #3» */
export function gameTitleOf(event: GameSummaryEvent): string {
  return event.postfix ? `${event.game.theme.title} ${event.postfix}` : event.game.theme.title;
}

export function GameSummary({ event, headingLevel = 2 }: { event: GameSummaryEvent; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-testid="game-summary" css={{ display: 'grid', gap: space(1) }}>
      <Heading css={{ margin: 0, color: colors.primary, fontSize: fontSize.xl, lineHeight: 1.25 }}>
        {gameTitleOf(event)}
      </Heading>
      <p css={{ margin: 0, fontWeight: 600 }}>
        <time dateTime={event.date}>{formatDateLine(event.date, { timeZone: event.city.timezone })}</time>
      </p>
      <p css={{ margin: 0, color: colors.muted }}>
        {event.place.title}
        {event.place.address ? `, ${event.place.address}` : ''}
      </p>
    </div>
  );
}
