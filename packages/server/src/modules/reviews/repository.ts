/** Kysely queries of reviews and claims (no rules here: see ./service.ts). */

import { EMPTY_REVIEW_ANSWERS, VISIBLE_STATES } from '@quiz/domain';
import type { Selectable } from 'kysely';
import type { Queryable } from '../../db';
import { isPostgres } from '../../db/dialect';
import { eventsWithCityAndGame } from '../../db/joins';
import type { ClaimsTable, ReviewsTable } from '../../db/schema';

export type ReviewRow = Selectable<ReviewsTable>;
export type ClaimRow = Selectable<ClaimsTable>;

/** A visible event with what the review rules need: its date, its city's time zone, its game package. */
export async function eventForReview(db: Queryable, eventId: number) {
  return eventsWithCityAndGame(db)
    .select([
      'events.id as id',
      'events.date as date',
      'events.city_id as city_id',
      'cities.timezone as timezone',
      'games.game_package_id as game_package_id',
    ])
    .where('events.id', '=', eventId)
    .where('events.workflow_state', 'in', [...VISIBLE_STATES])
    .executeTakeFirst();
}

/** The event team the user played in on the event, or undefined. */
export async function participation(db: Queryable, eventId: number, userId: number) {
  return db
    .selectFrom('event_players')
    .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
    .select(['event_teams.id as event_team_id'])
    .where('event_teams.event_id', '=', eventId)
    .where('event_players.user_id', '=', userId)
    .orderBy('event_teams.id')
    .executeTakeFirst();
}

export async function findReview(
  db: Queryable,
  eventId: number,
  userId: number,
  lock = false,
): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Creates the user's (empty) review of the event unless it exists; safe under concurrent calls. */
export async function ensureReview(
  db: Queryable,
  row: { event_id: number; user_id: number; event_team_id: number | null; now: string },
): Promise<void> {
  await db
    .insertInto('reviews')
    .values({
      event_id: row.event_id,
      user_id: row.user_id,
      event_team_id: row.event_team_id,
      is_completed: 0,
      ...EMPTY_REVIEW_ANSWERS,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .execute();
}

export type ReviewChanges = Partial<
  Omit<ReviewRow, 'id' | 'event_id' | 'user_id' | 'event_team_id' | 'created_at'>
>;

export async function updateReview(db: Queryable, id: number, changes: ReviewChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('reviews').set(changes).where('id', '=', id).execute();
}

export async function claimsOf(db: Queryable, reviewIds: readonly number[]): Promise<ClaimRow[]> {
  if (reviewIds.length === 0) return [];
  return db
    .selectFrom('claims')
    .selectAll()
    .where('review_id', 'in', [...reviewIds])
    .orderBy('id')
    .execute();
}

export async function replaceClaims(
  db: Queryable,
  reviewId: number,
  claims: readonly { tour: number; block: number; task: number; text: string }[],
  now: string,
): Promise<void> {
  await db.deleteFrom('claims').where('review_id', '=', reviewId).execute();
  if (claims.length === 0) return;
  await db
    .insertInto('claims')
    .values(
      claims.map((c) => ({
        review_id: reviewId,
        tour_id: c.tour,
        task_block_id: c.block,
        task_id: c.task,
        text: c.text,
        created_at: now,
      })),
    )
    .execute();
}

/** Every task of a game package with its block and tour (for claim checks and the summary). */
export async function packageTaskIndex(db: Queryable, packageId: number) {
  return db
    .selectFrom('tasks')
    .innerJoin('task_blocks', 'task_blocks.id', 'tasks.task_block_id')
    .innerJoin('tours', 'tours.id', 'task_blocks.tour_id')
    .select([
      'tasks.id as task_id',
      'tasks.number as task_number',
      'tasks.question as question',
      'task_blocks.id as block_id',
      'task_blocks.number as block_number',
      'task_blocks.title as block_title',
      'tours.id as tour_id',
      'tours.number as tour_number',
      'tours.title as tour_title',
    ])
    .where('tours.game_package_id', '=', packageId)
    .orderBy('tours.number')
    .orderBy('task_blocks.number')
    .orderBy('tasks.number')
    .orderBy('tasks.id')
    .execute();
}

/** Completed reviews of an event with their authors' first names. */
export async function completedReviews(db: Queryable, eventId: number) {
  return db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .selectAll('reviews')
    .select(['users.first_name as author'])
    .where('reviews.event_id', '=', eventId)
    .where('reviews.is_completed', '=', 1)
    .orderBy('reviews.updated_at')
    .orderBy('reviews.id')
    .execute();
}

/** Locks the user's row (PostgreSQL) so one user's concurrent saves run one after another. */
export async function lockUser(db: Queryable, userId: number): Promise<void> {
  // SQLite runs one write transaction at a time: nothing to lock
  if (isPostgres(db))
    await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}
