/**
 * Calls of SPEC §7 "Common data": GET /api/common, /api/cities_list, /api/landing_feed, /api/theme/.
 * The paths are in ../endpoints; the `...Calls` descriptors at the end join them with these schemas.
 */
import { z } from 'zod';
import { defineCalls } from '../define-call';
import { commonEndpoints, landingEndpoints, mediaEndpoints, themeEndpoints } from '../endpoints/common';
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
  /** null while the deployment has no city yet (a fresh production database: no seed) */
  default_city: City.nullable(),
  theme_color: z.string(),
  /** yandex maps loader parameters (SPEC §7) */
  maps: z.object({ lang: z.literal('ru_RU'), coord_order: z.literal('latlong'), version: z.literal('2.1') }),
  /** seconds between event list reloads (SPEC §4) */
  events_reload_interval: z.number().int().positive(),
  review_window_days: z.number().int().positive(),
  default_max_players_in_team: z.number().int().positive(),
});
export type CommonResponse = z.infer<typeof CommonResponse>;

export const CitiesListResponse = z.array(City);
export type CitiesListResponse = z.infer<typeof CitiesListResponse>;

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

export const ThemeListResponse = z.array(Theme);
export type ThemeListResponse = z.infer<typeof ThemeListResponse>;

export const ThemeParams = z.object({ id: IdText });
export type ThemeParams = z.infer<typeof ThemeParams>;

/** A generated picture: `/api/media/<kind>/<id>.svg` or `…/<id>_thumb.svg`. */
export const MEDIA_KINDS = ['themes', 'photos', 'products', 'categories', 'seats'] as const;
export type MediaKindName = (typeof MEDIA_KINDS)[number];
export const MediaParams = z.object({
  kind: z.enum(MEDIA_KINDS, { error: 'Неизвестный тип изображения.' }),
  file: z.string().regex(/^\d{1,9}(_thumb)?\.svg$/, 'Некорректное имя файла.'),
});
export type MediaParams = z.infer<typeof MediaParams>;

// ---------------------------------------------------------------- descriptors

export const commonCalls = defineCalls('common', commonEndpoints, {
  common: { summary: 'Настройки сайта', response: CommonResponse },
  citiesList: { summary: 'Города', response: CitiesListResponse },
});

export const landingCalls = defineCalls('common', landingEndpoints, {
  landingFeed: {
    summary: 'Главная: ближайшие игры города и темы без игры',
    query: LandingFeedQuery,
    response: LandingFeedResponse,
  },
});

export const themeCalls = defineCalls('common', themeEndpoints, {
  themes: { summary: 'Все темы', response: ThemeListResponse },
});

export const mediaCalls = defineCalls('media', mediaEndpoints, {
  mediaFile: {
    summary: 'Сгенерированное изображение (SVG)',
    params: MediaParams,
    response: z.string(),
    produces: 'image/svg+xml; charset=utf-8',
  },
});
