/** The dev outbox (table `dev_outbox`) behind the `other` channel. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OutboxWriter } from './channels/other';

const KEEP_MS = 24 * 60 * 60 * 1000;

export function dbOutbox(db: Kysely<Database>): OutboxWriter & {
  latest(
    phone: string,
  ): Promise<{ phone: string; code: string; send_by: string; created_at: string } | undefined>;
} {
  return {
    async write({ phone, code, send_by, created_at }) {
      await db
        .deleteFrom('dev_outbox')
        .where('created_at', '<', new Date(created_at.getTime() - KEEP_MS).toISOString())
        .execute();
      await db
        .insertInto('dev_outbox')
        .values({ phone, code, send_by, created_at: created_at.toISOString() })
        .execute();
    },
    latest(phone) {
      return db
        .selectFrom('dev_outbox')
        .select(['phone', 'code', 'send_by', 'created_at'])
        .where('phone', '=', phone)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
