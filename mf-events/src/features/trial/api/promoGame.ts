/** The trial game of /promo_game (the page and its route loader). */
import { type CallOptions, createCallApi } from '@quiz/api';
import type { TrialGamePackageResponse } from '@quiz/contract';
import { gamesEndpoints } from '@quiz/contract/endpoints';

const callApi = createCallApi({ promoGame: gamesEndpoints.promoGame });

export function loadPromoGame(options: CallOptions = {}): Promise<TrialGamePackageResponse> {
  return callApi('promoGame', {}, options);
}
