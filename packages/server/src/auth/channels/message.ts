/**
 * Messages that are not login codes (a reserve team promoted to the game, an invitation to a team),
 * sent through the same channel choice as the codes (`CODE_CHANNEL`). The `other` channel writes them
 * to the dev messages table, readable at GET /api/dev/messages?phone= on a non-production server;
 * `sms_aero` and `whatsapp` send them through the provider, like the codes; `flash_call` (a call cannot
 * carry a text) sends them as SMS through the same SMS Aero account.
 */
import type { SendBy } from '@quiz/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  smsAeroConfigFromEnv,
  smsAeroTextChannel,
  whatsAppConfigFromEnv,
  whatsAppTextChannel,
} from './index';

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

export function messageChannelFromEnv(
  env: NodeJS.ProcessEnv,
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): MessageChannel {
  const name = env.CODE_CHANNEL || 'other';
  switch (name) {
    case 'sms_aero':
      return smsAeroTextChannel(smsAeroConfigFromEnv(env));
    case 'flash_call':
      return smsAeroTextChannel(
        smsAeroConfigFromEnv({
          ...env,
          SMS_AERO_LOGIN: env.FLASH_CALL_LOGIN || env.SMS_AERO_LOGIN,
          SMS_AERO_KEY: env.FLASH_CALL_KEY || env.SMS_AERO_KEY,
        }),
        'flash_call',
      );
    case 'whatsapp':
      return whatsAppTextChannel(whatsAppConfigFromEnv(env));
    default:
      return dbMessageChannel(db, 'other', now);
  }
}
