/** GET /api/common and GET /api/cities_list (SPEC §7 "Common data"). */
import { commonCalls } from '@quiz/contract';
import { DEFAULT_MAX_PLAYERS, EVENT_RELOAD_INTERVAL_MS, REVIEW_WINDOW_DAYS, THEME_COLOR } from '@quiz/domain';
import { routeCalls } from '../../http/calls';
import { cityView } from '../../views/catalogue';
import { allCities, defaultCity } from '../cities/repository';

/** Site-wide settings the shell reads at start (footer phone and copyright, default city, limits). */
export const SITE = {
  site_title: 'Квиз',
  contact_phone: '+74951234567',
  contact_phone_display: '+7 (495) 123-45-67',
  contact_email: 'hello@quiz.example',
  theme_color: THEME_COLOR,
} as const;

export const commonRoutes = routeCalls(commonCalls, {
  common: async ({ db }) => ({
    ...SITE,
    copyright: `© ${new Date().getFullYear()} ${SITE.site_title}. Тематические командные игры.`,
    default_city: cityView(await defaultCity(db)),
    maps: { lang: 'ru_RU', coord_order: 'latlong', version: '2.1' } as const,
    events_reload_interval: EVENT_RELOAD_INTERVAL_MS / 1000,
    review_window_days: REVIEW_WINDOW_DAYS,
    default_max_players_in_team: DEFAULT_MAX_PLAYERS,
  }),

  citiesList: async ({ db }) => (await allCities(db)).map(cityView),
});
