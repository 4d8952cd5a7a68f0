/**
 * The navbar's links on one row at any width from 576 px up: the links that do not fit go under «Ещё»,
 * least used first (each link's `priority`), the rest keep their order. The widths are read from a hidden
 * copy of the row (every link, and «Ещё», at its natural width), so what is shown never changes what is
 * measured; a ResizeObserver reads them again when the row's width or the font changes. Without layout
 * (the server, jsdom) every link is shown.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';

/** Gap between two links of the row (px; the row's `gap`). */
export const LINK_GAP = 4;

const sumWithGaps = (widths: readonly number[], gap: number) =>
  widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);

/**
 * The indexes of the links that go under «Ещё»: none when all fit `available` (or nothing is laid out:
 * `available` 0, the phone menu closed); else the lowest priorities, one by one, until the rest, a gap
 * and «Ещё» (`moreWidth`) fit.
 */
export function overflowingLinks(
  widths: readonly number[],
  priorities: readonly number[],
  available: number,
  gap: number,
  moreWidth: number,
): ReadonlySet<number> {
  const dropped = new Set<number>();
  if (available <= 0 || sumWithGaps(widths, gap) <= available) return dropped;
  const budget = available - moreWidth - gap;
  const lowestFirst = widths.map((_, i) => i).sort((a, b) => (priorities[a] ?? 0) - (priorities[b] ?? 0));
  for (const index of lowestFirst) {
    if (
      sumWithGaps(
        widths.filter((_, i) => !dropped.has(i)),
        gap,
      ) <= budget
    )
      break;
    dropped.add(index);
  }
  return dropped;
}

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((i) => b.has(i));

export interface NavOverflow {
  /** the links' area: its width is what the row may take (`data-nav-links`) */
  area: RefObject<HTMLDivElement | null>;
  /** the hidden copy: one `data-nav-measure` element per link, then one for «Ещё» */
  measure: RefObject<HTMLUListElement | null>;
  /** the indexes of the links under «Ещё» */
  hidden: ReadonlySet<number>;
  /**
   * «Ещё»'s width: the least the area may take, whatever is hidden (so a row too narrow even for it
   * wraps under the city rather than overlapping the account buttons; never depending on what is
   * hidden, which would make the row flip between two layouts)
   */
  moreWidth: number;
}

export function useNavOverflow(priorities: readonly number[]): NavOverflow {
  const area = useRef<HTMLDivElement | null>(null);
  const measure = useRef<HTMLUListElement | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());
  const [moreWidth, setMoreWidth] = useState(0);
  const key = priorities.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the links (their priorities)
  useEffect(() => {
    const box = area.current;
    const copy = measure.current;
    if (!box || !copy) return;
    const update = () => {
      const widths = Array.from(copy.querySelectorAll<HTMLElement>('[data-nav-measure]'), (el) =>
        Math.ceil(el.getBoundingClientRect().width),
      );
      const more = widths.pop() ?? 0;
      setMoreWidth(more);
      const next = overflowingLinks(widths, priorities, box.clientWidth, LINK_GAP, more);
      setHidden((current) => (sameSet(current, next) ? current : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(box);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [key]);
  return { area, measure, hidden, moreWidth };
}
