/**
 * The shell's `callApi`: the same caller as `@quiz/api`'s, over only the endpoint areas the shell
 * calls (login, the user, the client log, cities and site settings). The shell's first load thus
 * carries these few rows, not the whole table of every call (remotes carry their own `callApi`).
 * Calling a name outside these areas is a type error.
 */
import { createCallApi } from '@quiz/api';
import { authEndpoints, commonEndpoints, logEndpoints, userEndpoints } from '@quiz/contract/endpoints';

export const callApi = createCallApi({
  ...authEndpoints,
  ...userEndpoints,
  ...logEndpoints,
  ...commonEndpoints,
});
