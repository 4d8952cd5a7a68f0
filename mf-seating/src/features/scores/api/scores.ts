/**
 * The scoring screen's calls: `@quiz/api`'s caller over the organizer endpoint area only (and the public
 * results stream the screen listens to), so the rows of the organizer's calls stay in the scoring
 * screen's chunk and no player route of mf-seating carries them.
 */
import { type CallOptions, createCallApi, createCallStream, type StreamHandlers } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { SaveScoreBody, ScoreSheet } from '@quiz/contract';
import { liveResultsEndpoints, organizerEndpoints } from '@quiz/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { mergeSheets } from '../sheetCells';

const callOrganizer = createCallApi(organizerEndpoints);
const openStream = createCallStream({ resultsStream: liveResultsEndpoints.resultsStream });

export const scoreSheetKey = (eventId: number) => queryKey('scores', eventId);

/**
 * The game's scoring table: every checked-in lineup × the game's tours. Each answer is merged per cell
 * with what the cache holds, the newer version of a cell winning, so an answer that arrives late (asked
 * before a save, answered after it) never takes a cell back.
 */
export const scoreSheetQueryOptions = (eventId: number, options: CallOptions = {}) =>
  queryOptions({
    queryKey: scoreSheetKey(eventId),
    queryFn: async ({ signal, client, queryKey: key }): Promise<ScoreSheet> => {
      const next = await callOrganizer(
        'organizerScores',
        { params: { id: eventId } },
        { ...options, signal },
      );
      return mergeSheets(client.getQueryData<ScoreSheet>(key) ?? null, next);
    },
  });

/**
 * Saves one cell (a lineup's score of one tour, null: cleared) with the version of that cell it was
 * based on; answers the sheet after it (409: someone else changed the cell first).
 */
export function saveScore(eventId: number, eventTeamId: number, body: SaveScoreBody): Promise<ScoreSheet> {
  return callOrganizer('organizerSaveScore', { params: { id: eventId, eventTeamId }, body });
}

/** Listens to the game's public results stream; answers the function that closes it. */
export function watchResults(eventId: number, handlers: StreamHandlers): () => void {
  return openStream('resultsStream', { params: { id: eventId } }, handlers);
}
