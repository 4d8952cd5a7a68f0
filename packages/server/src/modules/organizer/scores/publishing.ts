/**
 * Publishing a game's results and taking them back, by the results lifecycle of @quiz/domain
 * (results.ts): each move runs in one transaction that locks the game's row, reads its state on the
 * server's clock and refuses a move the state does not allow with 409 and the domain's sentence before
 * anything is written (so a game whose start is still ahead is never published).
 *
 * - Publish copies the scores into the public results, finishes the game and recomputes the rating
 *   seasons it counts for (./service.ts `publishWithin`); the history entry keeps the workflow state
 *   and completion the game had, which unpublishing restores.
 * - Unpublish deletes the public results, restores that state and recomputes the same seasons; the
 *   scores stay in the table to be corrected and published again.
 *
 * Both write `events`, `results` and `rating_rows`, whose triggers raise the public data version
 * (migration 0014): every cached public answer and rendered page that showed the results is stale at
 * once, here and on the other replicas, so visitors see the new state on their next request.
 */
import type { AuditChange, PublishResultsResponse, UnpublishResultsResponse } from '@quiz/contract';
import {
  RESULTS_TEXTS,
  type ResultsAction,
  resultsRefusal,
  resultsState,
  SCORE_TEXTS,
  stateAfterUnpublish,
} from '@quiz/domain';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db';
import type { Database } from '../../../db/schema';
import { httpError } from '../../../errors';
import { recomputeSeason } from '../../rating/service';
import { latestChanges, record } from '../audit/service';
import { lockedEvent } from '../events/repository';
import * as repo from './repository';
import { asResultRow, publishWithin } from './service';

interface Move {
  userId: number;
  eventId: number;
  /** the server's clock (tests pass their own) */
  now?: Date;
}

/** Locks the game, then answers it if its results' state allows `action` (404 / 409 otherwise). */
async function gameFor(trx: Transaction<Database>, eventId: number, action: ResultsAction, now: Date) {
  const event = await lockedEvent(trx, eventId);
  const refusal = resultsRefusal(resultsState(event, now), action);
  if (refusal) throw httpError(409, refusal);
  return event;
}

const changeOf = (changes: readonly AuditChange[] | null, field: string) =>
  changes?.find((c) => c.field === field)?.before;

export async function publishResults(db: Db, move: Move): Promise<PublishResultsResponse> {
  return db.transaction().execute(async (trx) => {
    const now = move.now ?? new Date();
    const event = await gameFor(trx, move.eventId, 'publish', now);
    const at = now.toISOString();
    // a refusal below rolls the transaction back: nothing written stays
    const rows = await publishWithin(trx, event, at);
    if (rows.length === 0) throw httpError(400, SCORE_TEXTS.noScores);
    const before = await latestChanges(trx, move.eventId, 'results.publish');
    await record(trx, {
      userId: move.userId,
      event: move.eventId,
      action: 'results.publish',
      summary: before ? RESULTS_TEXTS.history.republished : RESULTS_TEXTS.history.published,
      changes: [
        { field: 'results_published_at', before: event.results_published_at, after: at },
        { field: 'workflow_state', before: event.workflow_state, after: 'finished' },
        { field: 'is_completed', before: event.is_completed === 1, after: true },
      ],
    });
    return { results_published_at: at, results: rows.map(asResultRow) };
  });
}

export async function unpublishResults(db: Db, move: Move): Promise<UnpublishResultsResponse> {
  return db.transaction().execute(async (trx) => {
    const event = await gameFor(trx, move.eventId, 'unpublish', move.now ?? new Date());
    const published = await latestChanges(trx, move.eventId, 'results.publish');
    const workflowState = stateAfterUnpublish(changeOf(published, 'workflow_state'));
    const completed = changeOf(published, 'is_completed') === true;
    const taken = await trx
      .selectFrom('results')
      .select(['team_title', 'total_score', 'rank'])
      .where('event_id', '=', move.eventId)
      .orderBy('rank')
      .orderBy('id')
      .execute();
    await repo.replaceResults(trx, move.eventId, []);
    await trx
      .updateTable('events')
      .set({ results_published_at: null, workflow_state: workflowState, is_completed: completed ? 1 : 0 })
      .where('id', '=', move.eventId)
      .execute();
    for (const season of await repo.seasonsFor(trx, event.date, event.city_id))
      await recomputeSeason(trx, season.id);
    await record(trx, {
      userId: move.userId,
      event: move.eventId,
      action: 'results.unpublish',
      summary: RESULTS_TEXTS.history.unpublished,
      changes: [
        { field: 'results_published_at', before: event.results_published_at, after: null },
        { field: 'workflow_state', before: event.workflow_state, after: workflowState },
        {
          field: 'results',
          before: taken.map((r) => `${r.rank}. ${r.team_title} — ${Number(r.total_score)}`).join('; '),
          after: null,
        },
      ],
    });
    return { results_published_at: null, workflow_state: workflowState };
  });
}
