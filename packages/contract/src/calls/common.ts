/**
 * Calls of SPEC §7 "Common data": GET /api/common, /api/cities_list, /api/landing_feed, /api/theme/.
 * Each call exports its request/response schemas and a `...Call` descriptor (method + path).
 */
import { z } from 'zod';
import { City, Event, Theme } from '../entities';
import { IdText, positiveIntText } from '../primitives';

export const CommonResponse = z.object({
  site_title: z.string(),
  /** E.164, e.g. +74951234567 */
  contact_phone: z.string(),
  /** as shown in the footer, e.g. +7 (495) 123-45-67 */
  contact_phone_display: z.string(),
  contact_email: z.string(),
  copyright: z.string(),
  default_city: City,
  theme_color: z.string(),
  /** yandex maps loader parameters (SPEC §7) */
  maps: z.object({ lang: z.literal('ru_RU'), coord_order: z.literal('latlong'), version: z.literal('2.1') }),
  /** seconds between event list reloads (SPEC §4) */
  events_reload_interval: z.number().int().positive(),
  review_window_days: z.number().int().positive(),
  default_max_players_in_team: z.number().int().positive(),
});
export type CommonResponse = z.infer<typeof CommonResponse>;
export const commonCall = { method: 'GET', path: '/api/common' } as const;

export const CitiesListResponse = z.array(City);
export type CitiesListResponse = z.infer<typeof CitiesListResponse>;
export const citiesListCall = { method: 'GET', path: '/api/cities_list' } as const;

export const LandingFeedQuery = z.object({
  /** city id; the default city of /api/common when absent */
  city: positiveIntText('Ожидался числовой идентификатор города.').optional(),
});
export type LandingFeedQuery = z.infer<typeof LandingFeedQuery>;
export const LandingFeedResponse = z.object({
  /** upcoming events of the city open for registration, soonest first */
  events: z.array(Event),
  /** themes that have no upcoming event yet */
  themes: z.array(Theme),
});
export type LandingFeedResponse = z.infer<typeof LandingFeedResponse>;
export const landingFeedCall = { method: 'GET', path: '/api/landing_feed' } as const;

export const ThemeListResponse = z.array(Theme);
export type ThemeListResponse = z.infer<typeof ThemeListResponse>;
export const themeListCall = { method: 'GET', path: '/api/theme/' } as const;

export const ThemeParams = z.object({ id: IdText });
export type ThemeParams = z.infer<typeof ThemeParams>;
