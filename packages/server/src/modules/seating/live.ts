/**
 * Live seating updates between organizers: every change is published as a {@link SeatingNotice} on
 * the live hub (../../http/live-hub.ts: Redis pub/sub across processes when `REDIS_URL` is set,
 * channel `SEATING_CHANNEL`, default `quiz:seating`); each open stream of that game receives it.
 */
import { type SeatingNotice, SeatingNotice as SeatingNoticeSchema } from '@quiz/contract';
import { type LiveHub, type LiveKind, liveHub } from '../../http/live-hub';

export type SeatingHub = LiveHub<SeatingNotice>;

export const SEATING_LIVE: LiveKind<SeatingNotice> = {
  schema: SeatingNoticeSchema,
  keyOf: (notice) => notice.event_id,
  channelVariable: 'SEATING_CHANNEL',
  defaultChannel: 'quiz:seating',
};

/** The seating hub of this process, from the app's settings (`app.settings.env`). */
export const seatingHub = (env: NodeJS.ProcessEnv): SeatingHub => liveHub(env, SEATING_LIVE);
