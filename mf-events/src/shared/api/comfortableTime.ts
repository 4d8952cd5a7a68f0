/** The player's comfortable time («Удобное время»: hour-day slots), the availability grid's calls. */
import { createCallApi } from '@quiz/api';
import type { ComfortableTimeResponse } from '@quiz/contract';
import { comfortableEndpoints } from '@quiz/contract/endpoints';

const callApi = createCallApi(comfortableEndpoints);

/** Marks (true) or clears (false) one slot such as «18-mn»; answers the whole grid after it. */
export function saveComfortableTime(slot: string, status: boolean): Promise<ComfortableTimeResponse> {
  return callApi('setComfortableTime', { body: { id: slot, status } });
}
