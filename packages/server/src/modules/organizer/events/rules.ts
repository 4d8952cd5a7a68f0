/**
 * The checks of a schedule write that need the database (the zod schemas of the contract have
 * checked each field alone): the theme and venue exist and are not archived (a game keeps the archived
 * one it already has), the venue is in a city the organizer runs,
 * the limit is not below the registered teams, registration opens before the game, the tours keep
 * every tour already scored, and the game's state allows the move (`nextState` of @quiz/domain: a draft
 * is not cancelled, only a cancelled game is restored). Each refusal is a Russian 400 (403 for another city) before any write.
 */
import type { EventAction } from '@quiz/contract';
import {
  CATALOGUE_TEXTS,
  DEFAULT_TOURS,
  nextState as domainNextState,
  ORGANIZER_TEXTS,
  registrationOpeningError,
  SCORE_TEXTS,
  teamLimitError,
} from '@quiz/domain';
import type { Db } from '../../../db';
import { countRows } from '../../../db/rows';
import { parseJson } from '../../../db/schema';
import { fieldErrors, httpError } from '../../../errors';
import { assertOrganizerOf } from '../access';
import { placeById, registeredLineups, scoreSheetsOf, themeById } from './repository';

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
  if (event.game_package_id === null) return DEFAULT_TOURS;
  const tours = await countRows(db.selectFrom('tours').where('game_package_id', '=', event.game_package_id));
  return tours || DEFAULT_TOURS;
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
  const error = registrationOpeningError(opensAt, date);
  if (error) throw fieldErrors({ registration_opens_at: [error] });
}

/** The workflow state after `action` (the rule of @quiz/domain the console offers its moves by), or a 400. */
export function nextState(
  state: string,
  action: EventAction,
  registered: number,
  changesSchedule: boolean,
  cancelledFrom: string | null = null,
): string {
  const move = domainNextState(state, action, { registered, changesSchedule, cancelledFrom });
  if (move.error !== undefined) throw httpError(400, move.error);
  return move.state;
}
