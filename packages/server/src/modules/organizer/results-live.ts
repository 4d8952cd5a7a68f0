/** The live results hub (http/live-hub.ts): channel `RESULTS_CHANNEL`, default `quiz:results`. */
import { LiveResults } from '@quiz/contract';
import { type LiveHub, type LiveKind, liveHub } from '../../http/live-hub';

export type ResultsHub = LiveHub<LiveResults>;

export const RESULTS_LIVE: LiveKind<LiveResults> = {
  schema: LiveResults,
  keyOf: (results) => results.event_id,
  channelVariable: 'RESULTS_CHANNEL',
  defaultChannel: 'quiz:results',
};

export const resultsHub = (env: NodeJS.ProcessEnv): ResultsHub => liveHub(env, RESULTS_LIVE);
