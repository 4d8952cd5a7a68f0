/**
 * The scoring screen's calls: `@quiz/api`'s caller over the organizer endpoint area only, so the rows of
 * the organizer's calls stay in the scoring screen's chunk and no player route of mf-seating carries
 * them. The screen and its hooks call `callOrganizer` where they save a cell or publish the results.
 */
import { type CallOptions, createCallApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { ScoreSheet } from '@quiz/contract';
import { organizerEndpoints } from '@quiz/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { mergeSheets } from '../sheetCells';

export const callOrganizer = createCallApi(organizerEndpoints);

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
