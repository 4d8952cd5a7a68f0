/** GET /api/common and GET /api/cities_list (SPEC §7 "Common data"). */
import { commonCalls } from '@quiz/contract';
import {
  copyrightLine,
  DEFAULT_MAX_PLAYERS,
  EVENT_RELOAD_INTERVAL_MS,
  REVIEW_WINDOW_DAYS,
  SITE,
  YANDEX_MAPS,
} from '@quiz/domain';
import { routeCalls } from '../../http/calls';
import { cityView } from '../../views/catalogue';
import { allCities, defaultCity } from '../cities/repository';

export const commonRoutes = routeCalls(commonCalls, {
  common: async ({ db }) => ({
    ...SITE,
    copyright: copyrightLine(new Date().getFullYear()),
    // null while the deployment has no city yet
    default_city: await defaultCity(db).then((city) => (city ? cityView(city) : null)),
    maps: YANDEX_MAPS,
    events_reload_interval: EVENT_RELOAD_INTERVAL_MS / 1000,
    review_window_days: REVIEW_WINDOW_DAYS,
    default_max_players_in_team: DEFAULT_MAX_PLAYERS,
  }),

  citiesList: async ({ db }) => (await allCities(db)).map(cityView),
});
