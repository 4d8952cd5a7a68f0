/** Trial games: a theme's trial package and the frames of any trial game (the templates service). */
import { type CallOptions, createCallApi } from '@quiz/api';
import type { TemplateTaskBody, TemplateTaskResponse, TrialGamePackageResponse } from '@quiz/contract';
import { gamesEndpoints, templateEndpoints } from '@quiz/contract/endpoints';

const callApi = createCallApi({
  trialGamePackage: gamesEndpoints.trialGamePackage,
  ...templateEndpoints,
});

/** The trial game of a theme. */
export function loadTrialGamePackage(
  themeId: number,
  options: CallOptions = {},
): Promise<TrialGamePackageResponse> {
  return callApi('trialGamePackage', { params: { id: themeId } }, options);
}

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
