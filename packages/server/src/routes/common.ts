/** GET /api/common and GET /api/cities_list (SPEC §7 "Common data"). */
import { CitiesListResponse, CommonResponse } from '@quiz/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityView, defaultCity } from '../views/catalogue';

/** Site-wide settings the shell reads at start (footer phone and copyright, default city, limits). */
export const SITE = {
  site_title: 'Квиз',
  contact_phone: '+74951234567',
  contact_phone_display: '+7 (495) 123-45-67',
  contact_email: 'hello@quiz.example',
  theme_color: '#2C2D73',
} as const;

export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/common',
    { schema: { tags: ['common'], summary: 'Настройки сайта', response: { 200: CommonResponse } } },
    async () => {
      const city = await defaultCity(app.db);
      return {
        ...SITE,
        copyright: `© ${new Date().getFullYear()} ${SITE.site_title}. Тематические командные игры.`,
        default_city: cityView(city),
        maps: { lang: 'ru_RU', coord_order: 'latlong', version: '2.1' },
        events_reload_interval: 10,
        review_window_days: 6,
        default_max_players_in_team: 10,
      } as const;
    },
  );

  app.get(
    '/api/cities_list',
    { schema: { tags: ['common'], summary: 'Города', response: { 200: CitiesListResponse } } },
    async () => {
      const rows = await app.db
        .selectFrom('cities')
        .selectAll()
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return rows.map(cityView);
    },
  );
};
