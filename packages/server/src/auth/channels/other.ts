/**
 * `other`, the default channel: the code goes to the dev outbox (a database table), from which
 * `GET /api/dev/outbox?phone=` reads it on a non-production server, so tests and newcomers can log in.
 */
import type { CodeMessage, DeliveryChannel } from './types';

export interface OutboxWriter {
  write(entry: { phone: string; code: string; send_by: 'other'; created_at: Date }): Promise<void>;
}

export function otherChannel(outbox: OutboxWriter, clock: () => Date = () => new Date()): DeliveryChannel {
  return {
    name: 'other',
    async send({ phone, code }: CodeMessage) {
      await outbox.write({ phone, code, send_by: 'other', created_at: clock() });
    },
  };
}
