/**
 * What merging a duplicate theme (./themes/merge.ts) and merging a duplicate venue (./venues/merge.ts)
 * do alike, inside the merge's transaction: lock both rows, archive the duplicate as merged into the kept
 * one, and record the merge in the history on the duplicate and on every game it moved.
 */
import type { AuditChange } from '@quiz/contract';
import type { Db } from '../../db';
import { isPostgres } from '../../db/dialect';
import { record } from './audit/service';

type Catalogue = { table: 'themes'; entity: 'theme' } | { table: 'places'; entity: 'place' };

/** Both rows locked in id order on PostgreSQL, so two merges of the same rows run one after another. */
export async function lockBoth(trx: Db, { table }: Catalogue, ids: readonly number[]): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * The duplicate archived (an archived one keeps its date) with `merged_into`, and the history: on the
 * duplicate the title change, the number of games moved and `more`; on each moved game the title change.
 */
export async function finishMerge(
  trx: Db,
  { table, entity }: Catalogue,
  merge: {
    userId: number;
    duplicate: { id: number; title: string; archived_at: string | null };
    kept: { id: number; title: string };
    games: readonly { id: number }[];
    summary: string;
    more?: readonly AuditChange[];
  },
): Promise<void> {
  const { userId, duplicate, kept, games, summary } = merge;
  await trx
    .updateTable(table)
    .set({ archived_at: duplicate.archived_at ?? new Date().toISOString(), merged_into: kept.id })
    .where('id', '=', duplicate.id)
    .execute();
  const action = `${entity}.merge`;
  const change = { field: entity, before: duplicate.title, after: kept.title };
  await record(trx, {
    userId,
    eventId: null,
    entity,
    entityId: duplicate.id,
    action,
    summary,
    changes: [change, { field: 'games', before: games.length, after: 0 }, ...(merge.more ?? [])],
  });
  for (const game of games)
    await record(trx, {
      userId,
      eventId: game.id,
      entity: 'event',
      entityId: game.id,
      action,
      summary,
      changes: [change],
    });
}
