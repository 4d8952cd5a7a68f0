/**
 * Where reminder and notice texts go: the same channel as every other text message (`CODE_CHANNEL`,
 * auth/channels/message.ts): SMS Aero or WhatsApp like the codes, or on the `other` channel the dev
 * messages table, readable at GET /api/dev/messages?phone= on a non-production server by a local client
 * (never the login-code outbox, so a login never reads a reminder as its code). A provider's refusal
 * fails the job, which is retried, then counted as failed on /api/health/jobs/.
 */
import { messageChannelFromEnv } from '../../auth/channels/message';
import type { Db } from '../../db';
import type { MessageSender } from './service';

export function senderFromEnv(env: NodeJS.ProcessEnv, db: Db, now: () => Date): MessageSender {
  const channel = messageChannelFromEnv(env, db, now);
  return { send: (phone, text) => channel.send({ phone, text }) };
}
