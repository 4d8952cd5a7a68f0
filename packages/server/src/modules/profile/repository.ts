/** Profile rows: the user's editable fields, the pending phone change and the avatar thumbnail. */
import { sql } from 'kysely';
import type { Db } from '../../db';
import { nowIso } from '../../db/schema';

export function profileRepository(db: Db) {
  return {
    userByPhone: (phone: string) =>
      db.selectFrom('users').select(['id', 'phone']).where('phone', '=', phone).executeTakeFirst(),
    phoneOf: async (userId: number) =>
      (await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst())?.phone ??
      null,

    async updateUser(
      userId: number,
      set: { first_name?: string; is_legionary?: number; avatar?: string },
    ): Promise<void> {
      if (Object.keys(set).length === 0) return;
      await db.updateTable('users').set(set).where('id', '=', userId).execute();
    },

    async saveAvatar(userId: number, data: Buffer): Promise<string> {
      const updated_at = nowIso();
      await db
        .insertInto('user_avatars')
        .values({ user_id: userId, content_type: 'image/jpeg', data, updated_at })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ data, content_type: 'image/jpeg', updated_at }),
        )
        .execute();
      return updated_at;
    },
    avatar: (userId: number) =>
      db
        .selectFrom('user_avatars')
        .select(['content_type', 'data', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** The one pending change of a user replaces any earlier one. */
    async startPhoneChange(userId: number, phone: string, codeHash: string, sendBy: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('phone_changes').where('user_id', '=', userId).execute();
        await tx
          .insertInto('phone_changes')
          .values({ user_id: userId, phone, code_hash: codeHash, send_by: sendBy, created_at: nowIso() })
          .execute();
      });
    },
    pendingPhoneChange: (userId: number) =>
      db
        .selectFrom('phone_changes')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    /** Counts one try atomically; false when the change is burnt or gone. */
    async countTry(id: number, maxAttempts: number): Promise<boolean> {
      const r = await db
        .updateTable('phone_changes')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    /**
     * Moves the phone over and drops the pending change in one transaction; false when the change was
     * already used (a racing confirm) — the unique phone index refuses a phone taken meanwhile.
     */
    async applyPhoneChange(userId: number, changeId: number, phone: string): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const gone = await tx.deleteFrom('phone_changes').where('id', '=', changeId).executeTakeFirst();
        if (Number(gone.numDeletedRows) === 0) return false;
        const taken = await tx
          .selectFrom('users')
          .select('id')
          .where('phone', '=', phone)
          .where('id', '!=', userId)
          .executeTakeFirst();
        if (taken) return false;
        await tx.updateTable('users').set({ phone }).where('id', '=', userId).execute();
        return true;
      });
    },
  };
}
