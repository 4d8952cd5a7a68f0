/**
 * A version per score cell (team, tour): `event_team_scores.tour_versions`, JSON tour number → the
 * version of that cell. Two organizers entering different tours of one team both keep their scores;
 * only a change of the very cell one was based on is refused. `version` stays the row's count of
 * accepted saves (0: nothing scored yet).
 *
 * Existing rows keep their versions: every cell a row already has a score for gets the row's version,
 * so a sheet loaded before the migration still names the version its cells were saved at.
 */
import { sql } from 'kysely';
import type { MigrationDb, MigrationFactory } from './util';

/** Tour number → the row's version, for every tour the row's JSON has a score for. */
export function cellVersionsOf(tourScores: string, version: number): Record<string, number> {
  let scores: unknown;
  try {
    scores = JSON.parse(tourScores);
  } catch {
    return {};
  }
  if (typeof scores !== 'object' || scores === null || Array.isArray(scores)) return {};
  return Object.fromEntries(Object.keys(scores).map((tour) => [tour, version]));
}

export const m0024: MigrationFactory = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('event_team_scores')
      .addColumn('tour_versions', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
    const { rows } = await sql<{ event_team_id: number; tour_scores: string; version: number }>`
      select event_team_id, tour_scores, version from event_team_scores where version > 0
    `.execute(db);
    for (const row of rows) {
      const versions = JSON.stringify(cellVersionsOf(row.tour_scores, Number(row.version)));
      await sql`update event_team_scores set tour_versions = ${versions}
        where event_team_id = ${row.event_team_id}`.execute(db);
    }
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('event_team_scores').dropColumn('tour_versions').execute();
  },
});
