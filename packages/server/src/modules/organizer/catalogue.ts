/**
 * What the themes and the venues of the console's catalogue do alike, inside the caller's transaction:
 * archiving one or bringing it back (./themes/service.ts, ./venues/service.ts), and merging a duplicate
 * (./themes/merge.ts, ./venues/merge.ts: lock both rows, archive the duplicate as merged into the kept
 * one, record the merge in the history on the duplicate and on every game it moved).
 */
import type { AuditChange } from '@quiz/contract';
import { CATALOGUE_TEXTS as T } from '@quiz/domain';
import type { Db } from '../../db';
import { isPostgres } from '../../db/dialect';
import { record } from './audit/service';

type Texts = { archived: (title: string) => string; restored: (title: string) => string };
type Catalogue = ({ table: 'themes'; entity: 'theme' } | { table: 'places'; entity: 'place' }) & Texts;
export const THEMES: Catalogue = {
  table: 'themes',
  entity: 'theme',
  archived: T.themeArchivedDone,
  restored: T.themeRestoredDone,
};
export const PLACES: Catalogue = {
  table: 'places',
  entity: 'place',
  archived: T.placeArchivedDone,
  restored: T.placeRestoredDone,
};

/**
 * Out of the choices for new games (`archived`), or back into them (no longer merged into another);
 * its games keep it either way, and a row already in the state asked for is left as it is.
 */
export async function setArchived(
  trx: Db,
  { table, entity, ...texts }: Catalogue,
  userId: number,
  row: { id: number; title: string; archived_at: string | null },
  archived: boolean,
): Promise<void> {
  if ((row.archived_at !== null) === archived) return;
  const after = archived
    ? { archived_at: new Date().toISOString() }
    : { archived_at: null, merged_into: null };
  await trx.updateTable(table).set(after).where('id', '=', row.id).execute();
  await record(trx, {
    userId,
    entity,
    entityId: row.id,
    action: `${entity}.${archived ? 'archive' : 'restore'}`,
    summary: (archived ? texts.archived : texts.restored)(row.title),
    changes: [{ field: 'archived', before: !archived, after: archived }],
  });
}

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
    entity,
    entityId: duplicate.id,
    action,
    summary,
    changes: [change, { field: 'games', before: games.length, after: 0 }, ...(merge.more ?? [])],
  });
  for (const game of games)
    await record(trx, {
      userId,
      event: game.id,
      action,
      summary,
      changes: [change],
    });
}
