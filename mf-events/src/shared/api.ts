/**
 * mf-events' `callApi`: `@quiz/api`'s caller over only the endpoint areas this remote calls (events,
 * games, the landing feed, likes, comfortable time, child registration, the trial templates), so its
 * chunks on `/` do not carry the endpoint table of every other remote. A name outside them is a type error.
 */
import { createCallApi } from '@quiz/api';
import {
  childEndpoints,
  comfortableEndpoints,
  commonEndpoints,
  eventsEndpoints,
  gamesEndpoints,
  landingEndpoints,
  likeEndpoints,
  templateEndpoints,
  themeEndpoints,
} from '@quiz/contract/endpoints';

export const callApi = createCallApi({
  ...eventsEndpoints,
  ...gamesEndpoints,
  ...landingEndpoints,
  ...likeEndpoints,
  ...comfortableEndpoints,
  ...childEndpoints,
  ...templateEndpoints,
  ...commonEndpoints,
  ...themeEndpoints,
});
