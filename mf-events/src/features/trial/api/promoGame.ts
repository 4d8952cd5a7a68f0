/** The trial game of /promo_game (the page and its route loader). */
import { type CallOptions, createCallApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import { gamesEndpoints } from '@quiz/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';

const callApi = createCallApi({ promoGame: gamesEndpoints.promoGame });

export const promoGameQueryOptions = (options: CallOptions = {}) =>
  queryOptions({
    queryKey: queryKey('promo', 'page'),
    queryFn: ({ signal }) => callApi('promoGame', {}, { ...options, signal }),
  });

export const usePromoGame = () => useQuery(promoGameQueryOptions());
