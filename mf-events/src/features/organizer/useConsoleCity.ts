/**
 * The console's city for an organizer of several cities, kept consistent with the header's city choice:
 * the header's city when he runs it, else all of his cities; a choice made in the console holds until the
 * header's city changes, which the console then follows again. With one city there is nothing to choose.
 */
import { useCity } from '@quiz/bus/react';
import type { City } from '@quiz/contract';
import { useEffect, useState } from 'react';

export interface ConsoleCity {
  /** the chosen city's id as text; '' for all of the organizer's cities */
  value: string;
  choose: (value: string) => void;
}

/**
 * The console's city before the organizer chooses one: the header's city when he runs it and has
 * several, else null (all of his cities; with one city there is nothing to choose). The route loader of
 * /organizer asks the same city's games the screen will show.
 */
export function defaultConsoleCity(cities: readonly City[], headerId: number | null): number | null {
  if (cities.length < 2 || headerId === null) return null;
  return cities.some((c) => c.id === headerId) ? headerId : null;
}

export function useConsoleCity(cities: readonly City[]): ConsoleCity {
  const headerId = useCity()?.id ?? null;
  const [choice, setChoice] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new header city drops the console's own choice
  useEffect(() => setChoice(null), [headerId]);
  if (cities.length < 2) return { value: '', choose: setChoice };
  const initial = defaultConsoleCity(cities, headerId);
  return { value: choice ?? (initial === null ? '' : String(initial)), choose: setChoice };
}
