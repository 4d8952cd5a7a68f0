/**
 * Messages that are not login codes (a reserve team promoted to the game, an invitation to a team),
 * sent through the same channel choice as the codes (`CODE_CHANNEL`). The `other` channel writes them
 * to the dev messages table, readable at GET /api/dev/messages?phone= on a non-production server.
 * The provider channels (sms_aero, whatsapp, flash_call) have no text API wired yet: their messages
 * are logged by the caller and stored the same way, so nothing is lost.
 */
import type { SendBy } from '@quiz/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface TextMessage {
  /** normalized digits */
  readonly phone: string;
  readonly text: string;
}

export interface MessageChannel {
  readonly name: SendBy;
  send(message: TextMessage): Promise<void>;
}

/** The dev-messages writer behind the `other` channel. */
export function dbMessageChannel(
  db: Kysely<Database>,
  name: SendBy = 'other',
  now: () => Date = () => new Date(),
): MessageChannel {
  return {
    name,
    async send({ phone, text }) {
      await db
        .insertInto('dev_messages')
        .values({ phone, text, send_by: name, created_at: now().toISOString() })
        .execute();
    },
  };
}

export function messageChannelFromEnv(env: NodeJS.ProcessEnv, db: Kysely<Database>): MessageChannel {
  const name = (env.CODE_CHANNEL || 'other') as SendBy;
  return dbMessageChannel(db, name);
}
