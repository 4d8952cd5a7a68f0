/**
 * The reserve list on an event card and the event page: the user's team waits in the
 * reserve («Резерв»), or how many team places are left, or that new teams go to the reserve. Shown
 * only while the game takes registrations here (not passed, open, no external registration link).
 * The numbers come from the server's `freeTeamPlaces` / `isReserve` event flags.
 */
import { useUser } from '@quiz/bus/react';
import type { Event, User } from '@quiz/contract';
import { freePlacesText, isPassed, isRegistrationOpen, RESERVE_TEXTS } from '@quiz/domain';
import { Badge, colors, fontSize, space } from '@quiz/ui';
import { isUserRegistered } from './cardActions';

export const PLACES_TEXTS = {
  reserve: RESERVE_TEXTS.reserve,
  reserveNote: 'ваша команда в листе ожидания',
  free: freePlacesText,
  full: RESERVE_TEXTS.reserveOffer,
} as const;

export type PlacesState = { kind: 'reserve' } | { kind: 'free'; places: number } | { kind: 'full' };

export function placesState(event: Event, user: User | null, now: Date = new Date()): PlacesState | null {
  if (isPassed(event.date, now) || !isRegistrationOpen(event.workflow_state) || event.reg_url) return null;
  if (isUserRegistered(event, user)) return event.isReserve ? { kind: 'reserve' } : null;
  const free = event.freeTeamPlaces;
  if (free === undefined || free === null) return null;
  return free > 0 ? { kind: 'free', places: free } : { kind: 'full' };
}

export function PlacesNote({ event, now }: { event: Event; now?: Date | undefined }) {
  const state = placesState(event, useUser(), now);
  if (!state) return null;
  return (
    <p css={{ margin: `${space(1)} 0 0`, fontSize: fontSize.sm, color: colors.muted }}>
      {state.kind === 'reserve' ? (
        <>
          <Badge tone="warning">{PLACES_TEXTS.reserve}</Badge> {PLACES_TEXTS.reserveNote}
        </>
      ) : state.kind === 'free' ? (
        PLACES_TEXTS.free(state.places)
      ) : (
        <Badge tone="warning">{PLACES_TEXTS.full}</Badge>
      )}
    </p>
  );
}
