/**
 * The organizer console's `callApi`: `@quiz/api`'s caller over the organizer endpoint area (and the
 * public themes list the schedule form offers) only. The console's chunks carry these rows; the
 * remote's App chunk and the player routes' chunks carry none of them.
 */
import { createCallApi } from '@quiz/api';
import { organizerEndpoints, themeEndpoints } from '@quiz/contract/endpoints';

export const callOrganizer = createCallApi({ ...organizerEndpoints, themes: themeEndpoints.themes });
