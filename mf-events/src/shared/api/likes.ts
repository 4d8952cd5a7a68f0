/** «Я бы сыграл» on a theme (theme cards of the home page and the games lists). */
import { createCallApi } from '@quiz/api';
import type { LikeResponse } from '@quiz/contract';
import { likeEndpoints } from '@quiz/contract/endpoints';

const callApi = createCallApi(likeEndpoints);

/** Marks (true) or unmarks (false) the theme; answers the theme's state after it. */
export function likeTheme(themeId: number, status: boolean): Promise<LikeResponse> {
  return callApi('like', { body: { theme_id: themeId, status } });
}
