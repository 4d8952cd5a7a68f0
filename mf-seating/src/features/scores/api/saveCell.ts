/**
 * Saving one cell of the score sheet as a mutation of the sheet's query: the cell shows its new score at
 * once (optimistic); the answer (the sheet after the save) is merged into the cache cell by cell; a
 * refusal (409: someone else changed the cell first) brings the server's row back into the cache, any
 * other failure puts the cell back as it was.
 */
import { apiErrorData, apiErrorStatus } from '@quiz/api';
import type { ScoreRow, ScoreSheet } from '@quiz/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Cell, cellIn, mergeSheets, withCell, withRow } from '../sheetCells';
import { callOrganizer, scoreSheetKey } from './scores';

/** A save: one cell (team, tour), its score (null: cleared) and the version of the cell it was typed over. */
export interface CellSave {
  eventTeamId: number;
  tour: number;
  score: number | null;
  version: number;
}

/** A 409's answer: the server's Russian sentence and the row as it is now. */
export function conflictOf(error: unknown): { detail: string; current: ScoreRow } | null {
  const data = apiErrorData(error);
  if (apiErrorStatus(error) !== 409 || typeof data !== 'object' || data === null) return null;
  return 'current' in data && 'detail' in data ? (data as { detail: string; current: ScoreRow }) : null;
}

export function useSaveCell(eventId: number) {
  const queryClient = useQueryClient();
  const key = scoreSheetKey(eventId);
  const update = (change: (sheet: ScoreSheet) => ScoreSheet) =>
    queryClient.setQueryData<ScoreSheet>(key, (sheet) => (sheet ? change(sheet) : sheet));
  return useMutation({
    // the answer is the sheet after the save (409: someone else changed the cell first)
    mutationFn: ({ eventTeamId, tour, score, version }: CellSave) =>
      callOrganizer('organizerSaveScore', {
        params: { id: eventId, eventTeamId },
        body: { tour, score, version },
      }),
    onMutate: async ({ eventTeamId, tour, score }): Promise<{ previous: Cell | null }> => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = cellIn(queryClient.getQueryData<ScoreSheet>(key), eventTeamId, tour);
      if (previous)
        update((sheet) => withCell(sheet, eventTeamId, tour, { score, version: previous.version }));
      return { previous };
    },
    onSuccess: (next) => {
      queryClient.setQueryData<ScoreSheet>(key, (sheet) => mergeSheets(sheet ?? null, next));
    },
    onError: (error, { eventTeamId, tour }, context) => {
      const conflict = conflictOf(error);
      if (conflict) update((sheet) => withRow(sheet, conflict.current));
      else if (context?.previous) {
        const previous = context.previous;
        // put back only a cell nobody has moved on since
        update((sheet) =>
          cellIn(sheet, eventTeamId, tour)?.version === previous.version
            ? withCell(sheet, eventTeamId, tour, previous)
            : sheet,
        );
      }
      // a load the save cancelled may have carried others' cells: ask again
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
