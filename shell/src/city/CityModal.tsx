/** The city choice modal of SPEC §2: a search box over /api/cities_list and the list to pick from. */
import { city$ } from '@quiz/bus';
import { useBehavior } from '@quiz/bus/react';
import type { City } from '@quiz/contract';
import { colors, fontSize, fontWeight, Modal, radius, space, TextField, touchTarget } from '@quiz/ui';
import { useState } from 'react';
import { chooseCity, cities$, filterCities } from './city-store';

export const CITY_TEXTS = {
  title: 'Выберите город',
  search: 'Поиск города',
  empty: 'Такого города нет в списке',
  loading: 'Загружаем города…',
} as const;

export function CityModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const cities = useBehavior(cities$);
  const current = useBehavior(city$);
  const [query, setQuery] = useState('');
  const shown = filterCities(cities, query);

  const pick = (city: City) => {
    chooseCity(city);
    setQuery('');
    onOpenChange(false);
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={CITY_TEXTS.title} size="sm">
      <TextField
        label={CITY_TEXTS.search}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Например, Москва"
        autoComplete="off"
      />
      {cities.length === 0 ? (
        <p css={{ color: colors.muted }}>{CITY_TEXTS.loading}</p>
      ) : shown.length === 0 ? (
        <p css={{ color: colors.muted }}>{CITY_TEXTS.empty}</p>
      ) : (
        <ul
          aria-label="Города"
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(1) }}
        >
          {shown.map((city) => {
            const selected = current?.id === city.id;
            return (
              <li key={city.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => pick(city)}
                  css={{
                    width: '100%',
                    minHeight: touchTarget,
                    padding: `0 ${space(3)}`,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    border: `1px solid ${selected ? colors.primary : colors.border}`,
                    borderRadius: radius.control,
                    background: selected ? colors.primarySoft : colors.surface,
                    color: colors.text,
                    font: 'inherit',
                    fontSize: fontSize.md,
                    fontWeight: selected ? fontWeight.bold : fontWeight.regular,
                    cursor: 'pointer',
                    textAlign: 'left',
                    '&:hover': { borderColor: colors.primary },
                  }}
                >
                  <span>{city.title}</span>
                  <span aria-hidden css={{ color: colors.muted }}>
                    {city.currency.symbol}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
