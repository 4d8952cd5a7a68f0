/**
 * Merging a duplicate venue into the one kept, in one transaction. Both must be in the same city (a game's
 * city is its venue's) and the caller must organize it; the kept venue must be active.
 * - Every game at the duplicate moves to the kept venue.
 * - Seating: the tables stay with the venue they belong to. A game that is still ahead (any state an
 *   organizer may reschedule) had its teams at the duplicate's tables: they are unseated (each seating's
 *   version raised, so an open seating screen reloads) and are seated again at the kept venue's tables.
 *   A game already played keeps its record.
 * - Menu: when the kept venue has no menu and the duplicate has one, the menu moves with the games;
 *   otherwise the duplicate keeps its own and the preorders already made keep their items.
 * - The duplicate is archived with `merged_into`; the history records the merge on the duplicate and on
 *   every game it moved.
 */
import { CATALOGUE_TEXTS, ORGANIZER_TEXTS, RESCHEDULABLE_STATES } from '@quiz/domain';
import type { Db } from '../../../db';
import { fieldErrors } from '../../../errors';
import { assertOrganizerOf } from '../access';
import { finishMerge, lockBoth, PLACES } from '../catalogue';
import { placeRow } from './service';

/** Unseats the teams of the games ahead that sat at the duplicate's tables; answers how many. */
async function unseatAhead(trx: Db, eventIds: readonly number[], placeId: number): Promise<number> {
  if (eventIds.length === 0) return 0;
  const tables = trx.selectFrom('place_seats').select('id').where('place_id', '=', placeId);
  const seated = await trx
    .updateTable('event_team_seating')
    .set((eb) => ({ seat_id: null, version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
    .where('event_id', 'in', [...eventIds])
    .where('seat_id', 'in', tables)
    .executeTakeFirst();
  await trx
    .deleteFrom('event_team_seats')
    .where('event_id', 'in', [...eventIds])
    .where('seat_id', 'in', tables)
    .execute();
  return Number(seated.numUpdatedRows);
}

/** The duplicate's menu moves when the kept venue has none. */
async function moveMenu(trx: Db, from: number, to: number): Promise<boolean> {
  const has = async (placeId: number) =>
    (await trx
      .selectFrom('menu_categories')
      .select('id')
      .where('place_id', '=', placeId)
      .executeTakeFirst()) !== undefined;
  if ((await has(to)) || !(await has(from))) return false;
  await trx.updateTable('menu_categories').set({ place_id: to }).where('place_id', '=', from).execute();
  await trx.updateTable('products').set({ place_id: to }).where('place_id', '=', from).execute();
  return true;
}

export async function mergePlace(db: Db, userId: number, duplicateId: number, keptId: number): Promise<void> {
  if (duplicateId === keptId) throw fieldErrors({ into: [CATALOGUE_TEXTS.mergePlaceItself] });
  await db.transaction().execute(async (trx) => {
    await lockBoth(trx, PLACES, [duplicateId, keptId]);
    const duplicate = await placeRow(trx, duplicateId);
    const kept = await trx.selectFrom('places').selectAll().where('id', '=', keptId).executeTakeFirst();
    if (!kept) throw fieldErrors({ into: [ORGANIZER_TEXTS.placeNotFound] });
    // both, inside the transaction: the guard checked the duplicate before it began
    await assertOrganizerOf(trx, userId, duplicate.city_id);
    await assertOrganizerOf(trx, userId, kept.city_id);
    if (kept.city_id !== duplicate.city_id)
      throw fieldErrors({ into: [CATALOGUE_TEXTS.mergePlaceOtherCity] });
    if (kept.archived_at !== null) throw fieldErrors({ into: [CATALOGUE_TEXTS.mergeIntoArchivedPlace] });

    const games = await trx
      .selectFrom('events')
      .select(['id', 'workflow_state'])
      .where('place_id', '=', duplicateId)
      .orderBy('id')
      .execute();
    const ahead = games
      .filter((g) => (RESCHEDULABLE_STATES as readonly string[]).includes(g.workflow_state))
      .map((g) => g.id);
    const unseated = await unseatAhead(trx, ahead, duplicateId);
    await trx.updateTable('events').set({ place_id: keptId }).where('place_id', '=', duplicateId).execute();
    const menuMoved = await moveMenu(trx, duplicateId, keptId);
    await finishMerge(trx, PLACES, {
      userId,
      duplicate,
      kept,
      games,
      summary: CATALOGUE_TEXTS.placeMergedDone(duplicate.title, kept.title),
      more: [
        { field: 'unseated', before: unseated, after: 0 },
        ...(menuMoved ? [{ field: 'menu', before: duplicate.title, after: kept.title }] : []),
      ],
    });
  });
}
