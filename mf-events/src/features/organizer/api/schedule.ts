/**
 * The organizer's schedule as queries of the page's cache: the themes (archived ones marked), the venues,
 * the organizer's games (one city's, or all of them with his cities), one game and its «История
 * изменений». Changes are mutations: a saved or moved game's answer IS the game (written into the cache,
 * no reload), its history and the game lists are marked stale; archiving or restoring a theme or a venue
 * shows at once and is rolled back when the server refuses it (a 409 shows the server's own sentence).
 */
import type { CallOptions } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { EventUpdateInput, OrganizerEvent, OrganizerPlace, OrganizerTheme } from '@quiz/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrganizer } from './client';
import { updateEvent } from './events';
import { archiveTheme, restoreTheme } from './themes';
import { archivePlace, restorePlace } from './venues';

export const scheduleKeys = {
  themes: queryKey('organizer', 'themes'),
  places: queryKey('organizer', 'places'),
  /** the organizer's games: `cityId` null for all of his cities (the answer then lists them all) */
  events: (cityId: number | null) => queryKey('organizer', 'events', cityId),
  event: (eventId: number) => queryKey('organizer', 'event', eventId),
  history: (eventId: number) => queryKey('organizer', 'event', eventId, 'history'),
};

export const organizerEventsQueryOptions = (cityId: number | null, options: CallOptions = {}) =>
  queryOptions({
    queryKey: scheduleKeys.events(cityId),
    queryFn: ({ signal }) =>
      callOrganizer('organizerEvents', { query: { city: cityId ?? undefined } }, { ...options, signal }),
  });

export const themesQueryOptions = (options: CallOptions = {}) =>
  queryOptions({
    queryKey: scheduleKeys.themes,
    queryFn: ({ signal }) => callOrganizer('organizerThemes', undefined, { ...options, signal }),
  });

export const placesQueryOptions = (options: CallOptions = {}) =>
  queryOptions({
    queryKey: scheduleKeys.places,
    queryFn: ({ signal }) => callOrganizer('organizerPlaces', {}, { ...options, signal }),
  });

export const eventQueryOptions = (eventId: number, options: CallOptions = {}) =>
  queryOptions({
    queryKey: scheduleKeys.event(eventId),
    queryFn: ({ signal }) =>
      callOrganizer('organizerEvent', { params: { id: eventId } }, { ...options, signal }),
  });

export const historyQueryOptions = (eventId: number, options: CallOptions = {}) =>
  queryOptions({
    queryKey: scheduleKeys.history(eventId),
    queryFn: ({ signal }) =>
      callOrganizer('organizerEventHistory', { params: { id: eventId } }, { ...options, signal }),
  });

/** The list with `item` in place of its old copy (or added at the end). */
export function withItem<T extends { id: number }>(items: readonly T[], item: T): T[] {
  return items.some((x) => x.id === item.id)
    ? items.map((x) => (x.id === item.id ? item : x))
    : [...items, item];
}

/** A game's state right after a move, before the server answers (a plain save changes no state). */
function optimisticEvent(event: OrganizerEvent, body: EventUpdateInput): OrganizerEvent {
  if (body.action === 'cancel') return { ...event, workflow_state: 'cancelled' };
  if (body.action === 'postpone' && body.date) return { ...event, date: body.date };
  return event;
}

/**
 * Saves a game's fields or moves it (publish, postpone, cancel, restore): the move shows at once; a
 * refusal puts the game back as it was (the caller shows the server's sentence); the answer replaces it.
 */
export function useUpdateEvent(eventId: number) {
  const queryClient = useQueryClient();
  const key = scheduleKeys.event(eventId);
  return useMutation({
    mutationFn: (body: EventUpdateInput) => updateEvent(eventId, body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<OrganizerEvent>(key);
      if (previous) queryClient.setQueryData(key, optimisticEvent(previous, body));
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.history(eventId), exact: true });
      // the lists show it too: asked again when one is shown next
      void queryClient.invalidateQueries({ queryKey: ['organizer', 'events'], refetchType: 'none' });
    },
  });
}

type CatalogueItem = OrganizerTheme | OrganizerPlace;
export type CatalogueKind = 'theme' | 'place';

const MOVES = {
  theme: { archive: archiveTheme, restore: restoreTheme },
  place: { archive: archivePlace, restore: restorePlace },
} satisfies Record<CatalogueKind, Record<'archive' | 'restore', (id: number) => Promise<CatalogueItem>>>;

/**
 * Archives or restores a theme or a venue: the choices change at once and change back when the server
 * refuses (409 and its sentence, shown by the caller); the answer replaces the optimistic copy.
 */
export function useCatalogueMove(kind: CatalogueKind) {
  const queryClient = useQueryClient();
  const key = kind === 'theme' ? scheduleKeys.themes : scheduleKeys.places;
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: 'archive' | 'restore' }): Promise<CatalogueItem> =>
      MOVES[kind][move](id),
    onMutate: async ({ id, move }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<CatalogueItem[]>(key);
      queryClient.setQueryData<CatalogueItem[]>(key, (list) =>
        list?.map((x) => (x.id === id ? { ...x, archived: move === 'archive' } : x)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<CatalogueItem[]>(key, (list) => withItem(list ?? [], saved)),
  });
}
