/** Venues from the schedule form: a new one, or the changes of an existing one. */
import type { OrganizerPlace, PlaceInput } from '@quiz/contract';
import { callOrganizer } from './client';

/** Creates the venue (`placeId` null) or saves the existing one; answers the venue as stored. */
export function savePlace(placeId: number | null, body: PlaceInput): Promise<OrganizerPlace> {
  return placeId === null
    ? callOrganizer('organizerCreatePlace', { body })
    : callOrganizer('organizerUpdatePlace', { params: { id: placeId }, body });
}
