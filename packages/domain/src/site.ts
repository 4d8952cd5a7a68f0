/**
 * Site-wide settings of SPEC §7 `GET common` (the footer's phone and copyright, the maps loader):
 * the server answers them and clients that need them before the answer read them here.
 */
import { THEME_COLOR } from './constants';

export const SITE = {
  site_title: 'Квиз',
  /** E.164 */
  contact_phone: '+74951234567',
  /** as shown in the footer */
  contact_phone_display: '+7 (495) 123-45-67',
  contact_email: 'hello@quiz.example',
  theme_color: THEME_COLOR,
} as const;

/** The footer's copyright line of a year. */
export function copyrightLine(year: number): string {
  return `© ${year} ${SITE.site_title}. Тематические командные игры.`;
}

/** Yandex Maps loader parameters (SPEC §7): version 2.1, Russian, latitude first. */
export const YANDEX_MAPS = { lang: 'ru_RU', coord_order: 'latlong', version: '2.1' } as const;

/** The script URL of the Yandex Maps loader with those parameters. */
export const YANDEX_MAPS_SRC = `https://api-maps.yandex.ru/${YANDEX_MAPS.version}/?lang=${YANDEX_MAPS.lang}&coordorder=${YANDEX_MAPS.coord_order}`;
