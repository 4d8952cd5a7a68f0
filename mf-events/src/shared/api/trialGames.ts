/** Trial games: a theme's trial package and the frames of any trial game (the templates service). */
import { type CallOptions, createCallApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { TemplateTaskBody, TemplateTaskResponse } from '@quiz/contract';
import { gamesEndpoints, templateEndpoints } from '@quiz/contract/endpoints';
import { useQuery } from '@tanstack/react-query';

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

/** One frame (a question or its answer) of a trial game's task, as HTML. */
export function loadTrialFrame(
  taskId: number,
  frame: TemplateTaskBody['frame'],
  options: CallOptions = {},
): Promise<TemplateTaskResponse> {
  return callApi(
    'templateTask',
    { params: { id: taskId }, query: { include_bootstrap: '0' }, body: { frame } },
    options,
  );
}
