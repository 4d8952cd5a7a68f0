/** Score queries: the scoring teams of a game with their rows, one row, the game's published results. */
import type { Db } from '../../../db';
import { eventTeamsWithSeating } from '../../../db/joins';

/**
 * Lineups that arrived or already have scores, with their score row (absent: version 0, no scores) and
 * its cells' versions.
 */
export function scoringTeams(db: Db, eventId: number) {
  return eventTeamsWithSeating(db, eventId)
    .leftJoin('event_team_scores', 'event_team_scores.event_team_id', 'event_teams.id')
    .select([
      'event_teams.id',
      'event_teams.team_id',
      'event_teams.title',
      'event_team_seating.is_in_game',
      'event_team_scores.tour_scores',
      'event_team_scores.version',
      'event_team_scores.tour_versions',
      'event_team_scores.updated_at',
    ])
    .where((eb) =>
      eb.or([eb('event_team_seating.is_in_game', '=', 1), eb('event_team_scores.version', '>', 0)]),
    )
    .orderBy('event_teams.id')
    .execute();
}
export type ScoringTeam = Awaited<ReturnType<typeof scoringTeams>>[number];

/**
 * Writes a row's scores and cell versions (JSON) if the row is still at `expected`, the version it was
 * read at inside the caller's transaction (0: no row yet). False: the row changed meanwhile.
 */
export async function writeScores(
  db: Db,
  row: {
    eventTeamId: number;
    eventId: number;
    tourScores: string;
    tourVersions: string;
    expected: number;
    by: number;
  },
): Promise<boolean> {
  const values = {
    tour_scores: row.tourScores,
    tour_versions: row.tourVersions,
    version: row.expected + 1,
    updated_by: row.by,
    updated_at: new Date().toISOString(),
  };
  if (row.expected > 0) {
    const updated = await db
      .updateTable('event_team_scores')
      .set(values)
      .where('event_team_id', '=', row.eventTeamId)
      .where('version', '=', row.expected)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }
  const inserted = await db
    .insertInto('event_team_scores')
    .values({ event_team_id: row.eventTeamId, event_id: row.eventId, ...values })
    .onConflict((oc) => oc.column('event_team_id').doNothing())
    .returning('event_team_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Replaces the game's public results with `rows` (results + result_tour_scores). */
export async function replaceResults(
  db: Db,
  eventId: number,
  rows: ReadonlyArray<{
    event_team_id: number;
    team_id: number | null;
    title: string;
    total: number;
    rank: number;
    tour_scores: Readonly<Record<string, number>>;
  }>,
): Promise<void> {
  await db
    .deleteFrom('result_tour_scores')
    .where('result_id', 'in', db.selectFrom('results').select('id').where('event_id', '=', eventId))
    .execute();
  await db.deleteFrom('results').where('event_id', '=', eventId).execute();
  for (const row of rows) {
    const created = await db
      .insertInto('results')
      .values({
        event_id: eventId,
        team_id: row.team_id,
        event_team_id: row.event_team_id,
        team_title: row.title,
        total_score: row.total,
        rank: row.rank,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tours = Object.entries(row.tour_scores);
    if (tours.length)
      await db
        .insertInto('result_tour_scores')
        .values(tours.map(([tour, score]) => ({ result_id: created.id, tour_number: Number(tour), score })))
        .execute();
  }
}

/** The rating seasons a game of `date` in `cityId` counts for (its city's and every city's). */
export function seasonsFor(db: Db, date: string, cityId: number) {
  return db
    .selectFrom('rating_seasons')
    .select('id')
    .where('starts_at', '<=', date)
    .where('ends_at', '>', date)
    .where((eb) => eb.or([eb('city_id', '=', cityId), eb('city_id', 'is', null)]))
    .execute();
}
