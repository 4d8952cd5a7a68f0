/** `YYYY-MM` months for the results month picker. */
import { formatMonthYear } from '@quiz/ui';

const PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: unknown): value is string => typeof value === 'string' && PATTERN.test(value);

/** 'ноябрь 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const m = PATTERN.exec(month);
  return m ? formatMonthYear(Number(m[1]), Number(m[2])) : month;
}

/** The calendar month `delta` months away: shiftMonth('2026-01', -1) → '2025-12'. */
export function shiftMonth(month: string, delta: number): string {
  const m = PATTERN.exec(month);
  if (!m) return month;
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
