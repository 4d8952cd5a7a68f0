/**
 * The place's map in a modal. Yandex Maps 2.1 (ru_RU, latlong) is loaded only when the modal
 * opens; while it loads, and when it cannot load, the address and a map link are shown instead.
 */
import type { Place } from '@quiz/contract';
import { colors, fontSize, Modal, space } from '@quiz/ui';
import { useEffect, useRef, useState } from 'react';
import { taxiUrl } from './taxi';
import { loadYandexMaps, type YMapInstance } from './yandexMaps';

export interface MapModalProps {
  place: Place;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type MapState = 'loading' | 'ready' | 'failed';

export const MAP_FALLBACK_TEXT = 'Карта сейчас недоступна. Адрес площадки:';

export function yandexMapsLink({ lat, lon }: Place['coordinates']): string {
  return `https://yandex.ru/maps/?pt=${lon},${lat}&z=16&l=map`;
}

export function MapModal({ place, open, onOpenChange }: MapModalProps) {
  const [state, setState] = useState<MapState>('loading');
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const mapRef = useRef<YMapInstance | null>(null);

  useEffect(() => {
    if (!open || !container) return;
    let cancelled = false;
    setState('loading');
    loadYandexMaps().then(
      (ymaps) => {
        if (cancelled) return;
        const center: [number, number] = [place.coordinates.lat, place.coordinates.lon];
        const map = new ymaps.Map(container, { center, zoom: 16, controls: ['zoomControl'] });
        map.geoObjects.add(
          new ymaps.Placemark(center, { balloonContent: `${place.title}, ${place.address}` }),
        );
        mapRef.current = map;
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      mapRef.current?.destroy();
      mapRef.current = null;
    };
  }, [open, container, place]);

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={place.title} size="lg">
      <div css={{ display: 'grid', gap: space(3) }}>
        {state !== 'ready' ? (
          <div role={state === 'failed' ? 'status' : undefined} css={{ fontSize: fontSize.md }}>
            {state === 'failed' ? <p css={{ margin: 0, color: colors.muted }}>{MAP_FALLBACK_TEXT}</p> : null}
            <p css={{ margin: `${space(1)} 0 0`, fontWeight: 600 }}>{place.address}</p>
            {state === 'loading' ? <p css={{ margin: 0, color: colors.muted }}>Загружаем карту…</p> : null}
          </div>
        ) : null}
        <section
          ref={setContainer}
          data-testid="yandex-map"
          aria-label={`Карта: ${place.address}`}
          css={{
            width: '100%',
            aspectRatio: '16 / 9',
            minHeight: 240,
            borderRadius: 8,
            background: colors.grey[100],
            display: state === 'failed' ? 'none' : 'block',
          }}
        />
        <div css={{ display: 'flex', gap: space(4), flexWrap: 'wrap' }}>
          <a href={yandexMapsLink(place.coordinates)} target="_blank" rel="noopener noreferrer">
            Открыть в Яндекс Картах
          </a>
          <a href={taxiUrl(place.coordinates)} target="_blank" rel="noopener noreferrer">
            Вызвать такси
          </a>
        </div>
      </div>
    </Modal>
  );
}
