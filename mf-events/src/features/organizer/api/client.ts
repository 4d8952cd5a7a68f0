/**
 * The organizer console's `callApi`: `@quiz/api`'s caller over the organizer endpoint area only (the
 * schedule form's themes come from `organizerThemes`, archived ones marked). The console's chunks carry
 * these rows; the remote's App chunk and the player routes' chunks carry none of them.
 */
import { createCallApi } from '@quiz/api';
import { organizerEndpoints } from '@quiz/contract/endpoints';

export const callOrganizer = createCallApi(organizerEndpoints);
