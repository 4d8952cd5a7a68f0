/** @jsxImportSource @emotion/react */
/**
 * «Добавить в календарь»: one control for every place a player sees a game he is registered
 * for (mf-events' event card and event page, mf-teams' registration page and cabinet). A disclosure
 * button opens three links: the game's `.ics` file (the server's `eventCalendar` call: stable UID, so a
 * second download updates the entry), Google Calendar and Yandex Calendar (links built by `@quiz/domain`
 * from the game: title, start and a 2-hour end, the venue and address, the event page as details).
 * A cancelled game is added to no calendar: the control renders nothing for it.
 */
import { css } from '@emotion/react';
import type { Event } from '@quiz/contract';
import { fillPath, remindersEndpoints } from '@quiz/contract/endpoints';
import { type CalendarGame, googleCalendarUrl, isCancelled, yandexCalendarUrl } from '@quiz/domain';
import { href } from '@quiz/routes';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { colors, fontSize, radius, space, touchTarget } from '../tokens';
import { Button } from './Button';

export const ADD_TO_CALENDAR_TEXTS = {
  button: 'Добавить в календарь',
  ics: 'Скачать файл .ics',
  icsHint: 'Apple, Outlook и другие',
  google: 'Google Календарь',
  yandex: 'Яндекс Календарь',
} as const;

/** The parts of an event a calendar entry needs (its state: a cancelled game has none). */
export type CalendarEvent = Pick<Event, 'id' | 'date' | 'postfix' | 'game' | 'place' | 'city'> &
  Partial<Pick<Event, 'workflow_state'>>;

/** The game as `@quiz/domain` calendar helpers take it; `origin` makes the event page URL absolute. */
export function calendarGameOf(event: CalendarEvent, origin: string): CalendarGame {
  return {
    theme: event.game.theme.title,
    postfix: event.postfix,
    startsAt: event.date,
    venue: event.place.title,
    address: event.place.address,
    timeZone: event.city.timezone,
    url: `${origin.replace(/\/$/, '')}${href('eventPage', { eventId: event.id })}`,
  };
}

/** `/api/event/<id>/calendar.ics` (from the endpoint table, never written by hand). */
export function eventIcsHref(eventId: number): string {
  return fillPath(remindersEndpoints.eventCalendar.path, { id: eventId });
}

export interface AddToCalendarProps {
  event: CalendarEvent;
  /** The site's origin for the event page link (default: the page's). */
  origin?: string;
  className?: string;
}

const itemCss = css`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: ${touchTarget}px;
  padding: ${space(1)} ${space(3)};
  border-radius: ${radius.control}px;
  color: ${colors.primary};
  text-decoration: none;
  font-weight: 500;
  &:hover {
    background: ${colors.grey[100]};
  }
  &:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: -2px;
  }
`;

export function AddToCalendar({ event, origin, className }: AddToCalendarProps) {
  if (event.workflow_state !== undefined && isCancelled({ workflow_state: event.workflow_state }))
    return null;
  return <CalendarLinks event={event} origin={origin} className={className} />;
}

function CalendarLinks({ event, origin, className }: AddToCalendarProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const game = calendarGameOf(event, origin ?? globalThis.location?.origin ?? '');
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside closes the open list
    <div className={className} onKeyDown={onKeyDown} css={{ display: 'grid', gap: space(1) }}>
      <Button
        ref={toggle}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        icon={<CalendarIcon />}
      >
        {ADD_TO_CALENDAR_TEXTS.button}
      </Button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={ADD_TO_CALENDAR_TEXTS.button}
        css={{
          listStyle: 'none',
          margin: 0,
          padding: space(1),
          border: `1px solid ${colors.border}`,
          borderRadius: radius.control,
          background: colors.surface,
          fontSize: fontSize.sm,
        }}
      >
        <li>
          <a href={eventIcsHref(event.id)} download={`quiz-${event.id}.ics`} css={itemCss}>
            {ADD_TO_CALENDAR_TEXTS.ics}
            <span css={{ color: colors.muted, fontWeight: 400 }}>{ADD_TO_CALENDAR_TEXTS.icsHint}</span>
          </a>
        </li>
        <li>
          <a href={googleCalendarUrl(game)} {...external} css={itemCss}>
            {ADD_TO_CALENDAR_TEXTS.google}
          </a>
        </li>
        <li>
          <a href={yandexCalendarUrl(game)} {...external} css={itemCss}>
            {ADD_TO_CALENDAR_TEXTS.yandex}
          </a>
        </li>
      </ul>
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" focusable="false" aria-hidden="true" fill="none">
      <rect x="3.5" y="5" width="17" height="15" rx="2" stroke="currentColor" strokeWidth={2} />
      <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </svg>
  );
}
