/**
 * Venues from the schedule form: a new one (with its form's request key: a retry answers the venue it
 * made), the changes of an existing one, archive, restore and merge.
 */
import { apiErrorData, apiErrorStatus } from '@quiz/api';
import type { OrganizerPlace, PlaceInput } from '@quiz/contract';
import { callOrganizer } from './client';

/** Creates the venue (`placeId` null) or saves the existing one; answers the venue as stored. */
export function savePlace(
  placeId: number | null,
  body: PlaceInput,
  requestKey: string,
): Promise<OrganizerPlace> {
  return placeId === null
    ? callOrganizer('organizerCreatePlace', { body: { ...body, request_key: requestKey } })
    : callOrganizer('organizerUpdatePlace', { params: { id: placeId }, body });
}

export const archivePlace = (id: number): Promise<OrganizerPlace> =>
  callOrganizer('organizerArchivePlace', { params: { id } });

export const restorePlace = (id: number): Promise<OrganizerPlace> =>
  callOrganizer('organizerRestorePlace', { params: { id } });

/** Moves the duplicate's games to `into` (same city) and archives it; answers the venue kept. */
export const mergePlace = (duplicate: number, into: number): Promise<OrganizerPlace> =>
  callOrganizer('organizerMergePlace', { params: { id: duplicate }, body: { into } });

/** The venue a 409 of a create names (an active venue of the city with that name), else null. */
export function existingPlace(error: unknown): OrganizerPlace | null {
  if (apiErrorStatus(error) !== 409) return null;
  const place = (apiErrorData(error) as { place?: OrganizerPlace } | undefined)?.place;
  return place ?? null;
}
