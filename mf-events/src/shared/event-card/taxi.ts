/** A taxi link to the venue, built from the place coordinates (Yandex Go deep link, web fallback). */
import type { Coordinates } from '@quiz/contract';

export function taxiUrl({ lat, lon }: Coordinates): string {
  const params = new URLSearchParams({
    'end-lat': String(lat),
    'end-lon': String(lon),
    appmetrica_tracking_id: '1178268795219780156',
    lang: 'ru',
  });
  return `https://3.redirect.appmetrica.yandex.com/route?${params.toString()}`;
}
