/** Trial games: a theme's trial package and the frames of any trial game (the templates service). */
import { createCallApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { TemplateTaskBody } from '@quiz/contract';
import { gamesEndpoints, templateEndpoints } from '@quiz/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sanitizeFrameHtml } from '../sanitize';

const callApi = createCallApi({
  trialGamePackage: gamesEndpoints.trialGamePackage,
  ...templateEndpoints,
});

/** The trial game of a theme. */
export const useTrialGamePackage = (themeId: number) =>
  useQuery({
    queryKey: queryKey('promo', 'theme', themeId),
    queryFn: ({ signal }) => callApi('trialGamePackage', { params: { id: themeId } }, { signal }),
  });

/**
 * One frame (a question or its answer) of a trial game's task, as sanitized HTML. A task's frames do not
 * change: once shown, a frame is never asked again (looping through the game, reopening it).
 */
export const trialFrameQueryOptions = (taskId: number, frame: TemplateTaskBody['frame']) =>
  queryOptions({
    queryKey: queryKey('promo', 'frame', taskId, frame),
    queryFn: async ({ signal }) => {
      const answer = await callApi(
        'templateTask',
        { params: { id: taskId }, query: { include_bootstrap: '0' }, body: { frame } },
        { signal },
      );
      return sanitizeFrameHtml(answer.html);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
