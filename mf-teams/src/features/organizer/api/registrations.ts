/**
 * The organizer's «Кто придёт» calls: the registrations, the check-in, and the file for the venue
 * (`?format=csv`, fetched with the session's token). The file keeps its UTF-8 byte order mark (the
 * browser's text decoding drops it), so Excel opens the Cyrillic as it is.
 */
import { callApi } from '@quiz/api';
import type { RegistrationsResponse } from '@quiz/contract';

const BOM = '\uFEFF';

export function loadRegistrations(eventId: number, signal?: AbortSignal): Promise<RegistrationsResponse> {
  return callApi('organizerRegistrations', { params: { id: eventId } }, { signal });
}

/** Marks the lineup as arrived (or not); answers the whole list again. */
export function saveCheckIn(
  eventId: number,
  eventTeamId: number,
  arrived: boolean,
): Promise<RegistrationsResponse> {
  return callApi('organizerCheckIn', { params: { id: eventId, eventTeamId }, body: { arrived } });
}

export async function loadRegistrationsCsv(eventId: number): Promise<string> {
  const answer: unknown = await callApi('organizerRegistrations', {
    params: { id: eventId },
    query: { format: 'csv' },
  });
  const text = typeof answer === 'string' ? answer : '';
  return text.startsWith(BOM) ? text : `${BOM}${text}`;
}
