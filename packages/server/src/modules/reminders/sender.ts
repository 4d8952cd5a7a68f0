/**
 * Where reminder and notice texts go: the same channel as every other text message (`CODE_CHANNEL`,
 * auth/channels/message.ts). The `other` channel writes them to the dev messages table, readable at
 * GET /api/dev/messages?phone= on a non-production server by a local client (never the login-code
 * outbox, so a login never reads a reminder as its code); the SMS and WhatsApp adapters only send
 * codes today, so a reminder on them fails (and is retried, then counted as failed on
 * /api/health/jobs/) until they learn to send a free text.
 */
import { DeliveryError } from '../../auth/channels';
import { dbMessageChannel } from '../../auth/channels/message';
import type { Db } from '../../db';
import type { MessageSender } from './service';

export function senderFromEnv(env: NodeJS.ProcessEnv, db: Db, now: () => Date): MessageSender {
  const channel = env.CODE_CHANNEL || 'other';
  if (channel === 'other') {
    const messages = dbMessageChannel(db, 'other', now);
    return { send: (phone, text) => messages.send({ phone, text }) };
  }
  return {
    async send() {
      throw new DeliveryError('other', `channel ${channel} cannot send reminder texts yet`);
    },
  };
}
