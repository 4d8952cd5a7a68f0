/**
 * Where reminder texts go: the same channel as login codes (`CODE_CHANNEL`). The `other` channel
 * writes them to the dev outbox (send_by `reminder`, so a login never reads a reminder as its code);
 * the SMS and WhatsApp adapters only send codes today, so a reminder on them fails (and is retried,
 * then counted as failed on /api/health/jobs/) until they learn to send a free text.
 */
import { DeliveryError } from '../../auth/channels';
import type { Db } from '../../db';
import type { MessageSender } from './service';

export function senderFromEnv(env: NodeJS.ProcessEnv, db: Db, now: () => Date): MessageSender {
  const channel = env.CODE_CHANNEL || 'other';
  if (channel === 'other')
    return {
      async send(phone, text) {
        await db
          .insertInto('dev_outbox')
          .values({ phone, code: text, send_by: 'reminder', created_at: now().toISOString() })
          .execute();
      },
    };
  return {
    async send() {
      throw new DeliveryError('other', `channel ${channel} cannot send reminder texts yet`);
    },
  };
}
