/**
 * The shell's calls over the shared client (`createCallApi` of @quiz/api, over only the endpoint areas
 * the shell calls: login, the user, the client log, cities and site settings). Loaded on the first call
 * only, through `./api.ts`: this module brings @quiz/api's client and so axios, which a server-rendered
 * page's first paint never needs (it makes no request). Nothing but `./api.ts` imports it.
 */
import { createCallApi } from '@quiz/api';
import { authEndpoints, commonEndpoints, logEndpoints, userEndpoints } from '@quiz/contract/endpoints';

export { apiErrorStatus } from '@quiz/api';

/** @public read by name by `./api.ts` from the chunk it imports on the first call (knip does not follow that) */
export const callApi = createCallApi({
  ...authEndpoints,
  ...userEndpoints,
  ...logEndpoints,
  ...commonEndpoints,
});
