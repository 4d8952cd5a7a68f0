/**
 * Loads Yandex Maps 2.1 (ru_RU, latlong) on demand: only when a map modal opens, once per page.
 * A failed load is not cached, so opening the modal again retries.
 */
import { YANDEX_MAPS_SRC } from '@quiz/domain';

export { YANDEX_MAPS_SRC };
export const YANDEX_MAPS_TIMEOUT_MS = 8000;

export interface YMapInstance {
  geoObjects: { add(object: unknown): void };
  destroy(): void;
}

export interface YMapsApi {
  ready(callback: () => void): void;
  Map: new (
    element: HTMLElement,
    state: { center: [number, number]; zoom: number; controls?: string[] },
  ) => YMapInstance;
  Placemark: new (coords: [number, number], properties: Record<string, string>) => unknown;
}

type WithYmaps = Window & { ymaps?: YMapsApi };

let pending: Promise<YMapsApi> | null = null;

export function loadYandexMaps(
  doc: Document = document,
  timeoutMs: number = YANDEX_MAPS_TIMEOUT_MS,
): Promise<YMapsApi> {
  const win = doc.defaultView as WithYmaps | null;
  if (win?.ymaps) {
    const ymaps = win.ymaps;
    return new Promise((resolve) => ymaps.ready(() => resolve(ymaps)));
  }
  if (pending) return pending;
  pending = new Promise<YMapsApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = YANDEX_MAPS_SRC;
    script.async = true;
    const timer = setTimeout(() => fail(new Error('Yandex Maps timeout')), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      pending = null;
      reject(error);
    }
    script.onload = () => {
      const ymaps = (doc.defaultView as WithYmaps | null)?.ymaps;
      if (!ymaps) {
        fail(new Error('Yandex Maps did not define ymaps'));
        return;
      }
      ymaps.ready(() => {
        clearTimeout(timer);
        resolve(ymaps);
      });
    };
    script.onerror = () => fail(new Error('Yandex Maps failed to load'));
    doc.head.appendChild(script);
  });
  return pending;
}
