import type { Event } from '@quiz/contract';
import { routeId, TEAM_TEXTS } from '@quiz/domain';
import type { WidgetBaseProps } from '@quiz/federation';
import { Skeleton } from '@quiz/ui';
import { AnonymousRegistrationForm } from '../features/registration/AnonymousRegistrationForm';
import { useAnyEvent } from '../features/registration/api/events';

/** The game the host already holds (the event page's own answer), when it is this one. */
function givenEvent(id: number, value: unknown): Event | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const event = value as Partial<Event>;
  return event.id === id && typeof event.date === 'string' && event.place && event.game
    ? (value as Event)
    : undefined;
}

/**
 * Widget `mf_teams/AnonymousRegistration` with `{ eventId, event? }`: the event page's registration form
 * for a logged-out visitor. The page passes the game it already has, so it is not asked for again.
 */
export function AnonymousRegistration({
  eventId,
  event,
}: WidgetBaseProps & { eventId?: unknown; event?: unknown }) {
  const id = routeId(eventId);
  const state = useAnyEvent(id, givenEvent(id, event));
  if (state.data) return <AnonymousRegistrationForm event={state.data} />;
  if (state.error) return <p role="alert">{TEAM_TEXTS.somethingWrong}</p>;
  return <Skeleton height={200} />;
}
