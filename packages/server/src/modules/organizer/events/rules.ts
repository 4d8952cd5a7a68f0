/**
 * The checks of a schedule write that need the database (the zod schemas of the contract have
 * checked each field alone): the theme and venue exist and are not archived (a game keeps the archived
 * one it already has), the venue is in a city the organizer runs,
 * the limit is not below the registered teams, registration opens before the game, the tours keep
 * every tour already scored, and the game's state allows the move (a draft is not cancelled, only a
 * cancelled game is restored). Each refusal is a Russian 400 (403 for another city) before any write.
 */
import type { EventAction } from '@quiz/contract';
import {
  CATALOGUE_TEXTS,
  DEFAULT_TOURS,
  ORGANIZER_TEXTS,
  RESCHEDULABLE_STATES,
  SCORE_TEXTS,
  teamLimitError,
} from '@quiz/domain';
import type { Db } from '../../../db';
import { parseJson } from '../../../db/schema';
import { fieldErrors, httpError } from '../../../errors';
import { assertOrganizerOf } from '../access';
import { placeById, registeredLineups, scoreSheetsOf, themeById, toursOfPackage } from './repository';

/** The theme exists and is not archived, unless it is the one the game already has (`current`). */
export async function checkTheme(db: Db, themeId: number | undefined, current?: number): Promise<void> {
  if (themeId === undefined) return;
  const theme = await themeById(db, themeId);
  if (!theme) throw fieldErrors({ theme: [ORGANIZER_TEXTS.themeNotFound] });
  if (theme.archived_at !== null && themeId !== current)
    throw fieldErrors({ theme: [CATALOGUE_TEXTS.themeArchived] });
}

/**
 * The venue's city, after checking the venue exists, the organizer runs its city, and it is not archived
 * unless it is the one the game already has (`current`).
 */
export async function checkPlace(db: Db, userId: number, placeId: number, current?: number): Promise<number> {
  const place = await placeById(db, placeId);
  if (!place) throw fieldErrors({ place: [ORGANIZER_TEXTS.placeNotFound] });
  await assertOrganizerOf(db, userId, place.city_id);
  if (place.archived_at !== null && placeId !== current)
    throw fieldErrors({ place: [CATALOGUE_TEXTS.placeArchived] });
  return place.city_id;
}

export async function checkTeamLimit(
  db: Db,
  eventId: number,
  limit: number | null | undefined,
): Promise<void> {
  if (limit === undefined || limit === null) return;
  const error = teamLimitError(limit, await registeredLineups(db, eventId));
  if (error) throw fieldErrors({ max_teams: [error] });
}

/** Tours of a game's scoring table: its own number, else its game package's, else `DEFAULT_TOURS`. */
export async function toursOfEvent(
  db: Db,
  event: { tours: number | null; game_package_id: number | null },
): Promise<number> {
  if (event.tours !== null) return event.tours;
  return (await toursOfPackage(db, event.game_package_id)) || DEFAULT_TOURS;
}

/** Fewer tours may not drop a tour that already has scores (its points would still count, unseen). */
export async function checkToursKeepScores(db: Db, eventId: number, tours: number): Promise<void> {
  const scored = (await scoreSheetsOf(db, eventId)).flatMap((row) =>
    Object.keys(parseJson<Record<string, number>>(row.tour_scores, {})).map(Number),
  );
  const highest = Math.max(0, ...scored);
  if (highest > tours) throw fieldErrors({ tours: [SCORE_TEXTS.toursBelowScored(highest)] });
}

export function checkRegistrationOpening(opensAt: string | null | undefined, date: string): void {
  if (opensAt && new Date(opensAt).getTime() >= new Date(date).getTime())
    throw fieldErrors({ registration_opens_at: [ORGANIZER_TEXTS.registrationAfterStart] });
}

const reschedulable = (state: string) => (RESCHEDULABLE_STATES as readonly string[]).includes(state);

/**
 * The state `restore` brings a cancelled game back to: the one it was cancelled from (`cancelled_from`;
 * a game cancelled before that was kept is announced again), or a 400 for a game that is not cancelled.
 */
function restoredState(state: string, cancelledFrom: string | null): string {
  if (state !== 'cancelled') throw httpError(400, ORGANIZER_TEXTS.restoreNotCancelled);
  return cancelledFrom && reschedulable(cancelledFrom) ? cancelledFrom : 'published';
}

/** The workflow state after `action`, or a 400 when the game's state does not allow it. */
export function nextState(
  state: string,
  action: EventAction,
  registered: number,
  changesSchedule: boolean,
  cancelledFrom: string | null = null,
): string {
  if (action === 'restore') return restoredState(state, cancelledFrom);
  if (state === 'cancelled') throw httpError(400, ORGANIZER_TEXTS.cannotChangeCancelled);
  if (!reschedulable(state) && (changesSchedule || action !== 'save'))
    throw httpError(400, ORGANIZER_TEXTS.cannotChangeFinished);
  switch (action) {
    case 'publish':
      return 'published';
    case 'unpublish':
      if (registered > 0)
        throw httpError(
          400,
          'На игру уже зарегистрированы команды: снять её с публикации нельзя, можно отменить.',
        );
      return 'draft';
    case 'cancel':
      // a draft is seen by nobody: cancelled, it would show on the city's pages as a cancelled game
      if (state === 'draft') throw httpError(400, ORGANIZER_TEXTS.cancelDraft);
      return 'cancelled';
    default:
      return state;
  }
}
