/**
 * The sheet's cells as each one reads them: its text from the form's values, whether it was left once
 * (its rule's message shows from then on), and which cell has the focus.
 *
 * A full hall is 30 teams × 7 tours = 210 cells. A final-form field per cell (`useField`) tells every
 * field about every other one as it registers, and again on each keystroke: 210² notifications when the
 * sheet opens (a third of a second on an organizer's phone, paid by his first tap). Here the form keeps
 * the values (final-form: `change`, `batch`, the form's own subscription), one subscription of the form
 * feeds this store, and a cell re-renders only when its own text or state changes
 * (`useSyncExternalStore`).
 */
import { type FormApi, getIn } from 'final-form';
import { useSyncExternalStore } from 'react';
import type { SheetValues } from './scoreForm';

export interface CellStore {
  subscribe(listener: () => void): () => void;
  /** what the cell says now ('' for none) */
  text(name: string): string;
  /** the cell was left at least once: its rule's message may show */
  touched(name: string): boolean;
  /** the cell that has the focus, if any */
  active(): string | null;
  /** the form's values now */
  values(): SheetValues;
  /** the person typed into the cell */
  change(name: string, text: string): void;
  focus(name: string): void;
  leave(name: string): void;
}

/** Puts a cell's text in the form (a cell's name is a path into the values, `e21.t3`, which final-form's key type does not spell). */
export const changeCell = (form: FormApi<SheetValues>, name: string, text: string): void =>
  (form.change as unknown as (name: string, value: string) => void)(name, text);

/** Follows the form while a cell (or the standings) listens: one subscription of the form for all. */
export function createCellStore(form: FormApi<SheetValues>): CellStore {
  const listeners = new Set<() => void>();
  const touched = new Set<string>();
  let values: SheetValues = form.getState().values ?? {};
  let active: string | null = null;
  let stop: (() => void) | null = null;
  /** the form's values now (read from the form while nobody listens: it may have moved on since) */
  const current = () => {
    if (!stop) values = form.getState().values ?? {};
    return values;
  };
  const tell = () => {
    for (const listener of listeners) listener();
  };
  const follow = () =>
    form.subscribe(
      (state) => {
        if (state.values === values) return;
        values = state.values ?? {};
        tell();
      },
      { values: true },
    );
  return {
    subscribe(listener) {
      listeners.add(listener);
      stop ??= follow();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !stop) return;
        stop();
        stop = null;
      };
    },
    text: (name) => (getIn(current(), name) as string | undefined) ?? '',
    touched: (name) => touched.has(name),
    active: () => active,
    values: current,
    change: (name, text) => changeCell(form, name, text),
    focus(name) {
      active = name;
    },
    leave(name) {
      if (active === name) active = null;
      if (touched.has(name)) return;
      touched.add(name);
      tell();
    },
  };
}

/** One cell's text and whether it was left, re-rendering only when they change. */
export function useCell(store: CellStore, name: string): { text: string; touched: boolean } {
  const readText = () => store.text(name);
  const readTouched = () => store.touched(name);
  // the server renders the sheet as the form starts: the same snapshot
  const text = useSyncExternalStore(store.subscribe, readText, readText);
  const touched = useSyncExternalStore(store.subscribe, readTouched, readTouched);
  return { text, touched };
}
