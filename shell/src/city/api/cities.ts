/** The cities list and the site settings (`citiesList`, `common`: the default city among them). */
import type { CallResult } from '@quiz/api';
import { callApi } from '../../api';

export type Cities = CallResult<'citiesList'>;
export type CommonSettings = CallResult<'common'>;

export function loadCities(): Promise<Cities> {
  return callApi('citiesList');
}

export function loadCommonSettings(): Promise<CommonSettings> {
  return callApi('common');
}
