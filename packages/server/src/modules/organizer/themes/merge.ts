/**
 * Merging a duplicate theme into the one kept, in one transaction: every game on the duplicate (its
 * `games` rows, so every scheduled and played game) and every vote offering it or voted for it moves to
 * the kept theme, the likes follow (a player who liked both keeps one), a trial game the kept theme lacks
 * comes along, and the duplicate is archived with `merged_into`. The caller must be allowed to change
 * both themes (`assertThemeEditable`); the kept one must be active. The history records the merge on
 * the duplicate and on every game it moved. Nothing is deleted but the rows that would say the same
 * thing twice (a vote offering both, a player's vote or like for both).
 */
import { CATALOGUE_TEXTS, ORGANIZER_TEXTS } from '@quiz/domain';
import type { Db } from '../../../db';
import type { UserRow } from '../../../db/schema';
import { fieldErrors } from '../../../errors';
import { assertThemeEditable } from '../access';
import { finishMerge, lockBoth, THEMES } from '../catalogue';
import { themeRow } from './service';

/** The votes: offered and voted-for themes move, a vote holding both keeps one row. */
async function moveVotes(trx: Db, from: number, to: number): Promise<void> {
  await trx
    .deleteFrom('vote_themes')
    .where('theme_id', '=', from)
    .where('vote_id', 'in', trx.selectFrom('vote_themes').select('vote_id').where('theme_id', '=', to))
    .execute();
  await trx.updateTable('vote_themes').set({ theme_id: to }).where('theme_id', '=', from).execute();
  await trx
    .deleteFrom('user_votes')
    .where('theme_id', '=', from)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_votes as kept')
          .select('kept.id')
          .whereRef('kept.vote_id', '=', 'user_votes.vote_id')
          .whereRef('kept.user_id', '=', 'user_votes.user_id')
          .where('kept.theme_id', '=', to),
      ),
    )
    .execute();
  await trx.updateTable('user_votes').set({ theme_id: to }).where('theme_id', '=', from).execute();
}

async function moveLikes(trx: Db, from: number, to: number): Promise<void> {
  await trx
    .deleteFrom('theme_likes')
    .where('theme_id', '=', from)
    .where('user_id', 'in', trx.selectFrom('theme_likes').select('user_id').where('theme_id', '=', to))
    .execute();
  await trx.updateTable('theme_likes').set({ theme_id: to }).where('theme_id', '=', from).execute();
}

export async function mergeTheme(db: Db, user: UserRow, duplicateId: number, keptId: number): Promise<void> {
  if (duplicateId === keptId) throw fieldErrors({ into: [CATALOGUE_TEXTS.mergeThemeItself] });
  await db.transaction().execute(async (trx) => {
    await lockBoth(trx, THEMES, [duplicateId, keptId]);
    const duplicate = await themeRow(trx, duplicateId);
    const kept = await trx.selectFrom('themes').selectAll().where('id', '=', keptId).executeTakeFirst();
    if (!kept) throw fieldErrors({ into: [ORGANIZER_TEXTS.themeNotFound] });
    // both, inside the transaction: the guard checked the duplicate before it began
    await assertThemeEditable(trx, user.id, duplicateId);
    await assertThemeEditable(trx, user.id, keptId);
    if (kept.archived_at !== null) throw fieldErrors({ into: [CATALOGUE_TEXTS.mergeIntoArchivedTheme] });

    const games = await trx
      .selectFrom('events')
      .innerJoin('games', 'games.id', 'events.game_id')
      .select('events.id')
      .where('games.theme_id', '=', duplicateId)
      .orderBy('events.id')
      .execute();
    await trx.updateTable('games').set({ theme_id: keptId }).where('theme_id', '=', duplicateId).execute();
    await moveVotes(trx, duplicateId, keptId);
    await moveLikes(trx, duplicateId, keptId);
    if (kept.trial_game_package_id === null && duplicate.trial_game_package_id !== null)
      await trx
        .updateTable('themes')
        .set({ trial_game_package_id: duplicate.trial_game_package_id })
        .where('id', '=', keptId)
        .execute();
    await finishMerge(trx, THEMES, {
      userId: user.id,
      duplicate,
      kept,
      games,
      summary: CATALOGUE_TEXTS.themeMergedDone(duplicate.title, kept.title),
    });
  });
}
