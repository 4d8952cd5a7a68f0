/** @jsxImportSource @emotion/react */
/**
 * Sideways scrolling that a phone user can see: `useScrollEdges` tells whether a box overflows and
 * whether it is scrolled to either end; `ScrollCue` is the visible hint («Листайте вбок») shown while
 * a box overflows; `scrollChildIntoView` brings a child into a strip without scrolling the page.
 * Used by `Table` (results, rating), `Tabs` and `ScrollArea` (e.g. the availability grid).
 *
 * The hint carries `data-scroll-cue`: the e2e layout test accepts a table whose last column is cut
 * off only when such a hint is visible next to it.
 */
import { css, type SerializedStyles } from '@emotion/react';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { colors, fontSize, radius, space } from '../tokens';

export interface ScrollEdges {
  /** the content is wider than the box */
  overflowing: boolean;
  /** scrolled to the very start (nothing hidden on the left) */
  atStart: boolean;
  /** scrolled to the very end (nothing hidden on the right) */
  atEnd: boolean;
  /** false until the box was measured (the server's render, the first render of a hydration) */
  measured?: boolean;
}

const NO_OVERFLOW: ScrollEdges = { overflowing: false, atStart: true, atEnd: true, measured: true };
/** Before the first measure: not known to overflow, so no hint is shown (see scrollRegionProps). */
const UNMEASURED: ScrollEdges = { overflowing: false, atStart: true, atEnd: true, measured: false };

function measure(el: HTMLElement): ScrollEdges {
  const max = el.scrollWidth - el.clientWidth;
  if (max <= 1) return NO_OVERFLOW;
  const left = Math.abs(el.scrollLeft);
  return { overflowing: true, atStart: left <= 1, atEnd: left >= max - 1, measured: true };
}

/** Tracks the sideways overflow of `ref`'s box: on scroll, on resize of the box or its content. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(UNMEASURED);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () =>
      setEdges((prev) => {
        const next = measure(el);
        return prev.measured !== false &&
          prev.overflowing === next.overflowing &&
          prev.atStart === next.atStart &&
          prev.atEnd === next.atEnd
          ? prev
          : next;
      });
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    let observer: ResizeObserver | undefined;
    if (typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(update);
      observer.observe(el);
      for (const child of Array.from(el.children)) observer.observe(child);
    }
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}

/** Scrolls `container` sideways so that `child` is centred in it (never scrolls the page). */
export function scrollChildIntoView(container: HTMLElement, child: HTMLElement): void {
  const box = container.getBoundingClientRect();
  const rect = child.getBoundingClientRect();
  if (rect.left >= box.left && rect.right <= box.right) return;
  const target = container.scrollLeft + (rect.left - box.left) - (box.width - rect.width) / 2;
  container.scrollLeft = Math.max(0, target);
}

/**
 * A box that overflows becomes a named, focusable region (keyboard users scroll it with the arrow
 * keys; axe `scrollable-region-focusable`); one that fits stays a plain box. Until it is measured (a
 * page rendered on the server, which knows no widths) it is a region, so it may always be scrolled
 * with the keyboard; the measure right after hydration drops that where the content fits.
 */
export function scrollRegionProps(
  edges: ScrollEdges,
  label: string,
): { role?: 'region'; 'aria-label'?: string; tabIndex?: number } {
  return edges.overflowing || edges.measured === false
    ? { role: 'region', 'aria-label': label, tabIndex: 0 }
    : {};
}

export const SCROLL_CUE_TEXT = 'Листайте вбок';

/** Below this width a table or strip usually overflows: the hint's line is kept free from the start. */
const CUE_RESERVED_BELOW_PX = 768;

const cueCss = css`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${space(1)};
  margin: 0 0 ${space(1)};
  color: ${colors.muted};
  font-size: ${fontSize.xs}px;
  line-height: 1.4;
`;

/**
 * The visible hint that a box scrolls sideways; arrows point where there is more. Whether the box
 * overflows is only known after it is laid out (in the browser, after the server's markup arrived), so
 * on phone-wide screens the hint's line is reserved from the first paint and the hint fills it: the
 * table below never moves when it appears (layout shift).
 */
export function ScrollCue({
  edges,
  children = SCROLL_CUE_TEXT,
}: {
  edges: ScrollEdges;
  children?: ReactNode;
}) {
  if (!edges.overflowing) {
    return (
      <p
        aria-hidden="true"
        data-no-print=""
        css={css`
          ${cueCss};
          display: none;
          @media (max-width: ${CUE_RESERVED_BELOW_PX - 1}px) {
            display: block;
            min-height: calc(${fontSize.xs}px * 1.4);
          }
        `}
      />
    );
  }
  return (
    <p data-scroll-cue="" data-no-print="" aria-hidden="true" css={cueCss}>
      <span css={{ opacity: edges.atStart ? 0.35 : 1 }}>←</span>
      <span>{children}</span>
      <span css={{ opacity: edges.atEnd ? 0.35 : 1 }}>→</span>
    </p>
  );
}

/** Fading edges over a scrolling strip, on the side(s) where more content is hidden. */
export const fadeEdgeCss = (side: 'start' | 'end') => css`
  position: absolute;
  top: 0;
  bottom: 0;
  ${side === 'start' ? 'left: 0;' : 'right: 0;'}
  width: ${space(8)};
  pointer-events: none;
  background: linear-gradient(
    ${side === 'start' ? 'to right' : 'to left'},
    ${colors.bg} 20%,
    rgba(245, 246, 250, 0)
  );
`;

export interface ScrollAreaProps {
  /** Accessible name of the scrolling region (it becomes focusable while it overflows). */
  label: string;
  children: ReactNode;
  /** The hint's text; «Листайте вбок» by default. */
  cue?: ReactNode;
  /** More styles of the scrolling box (a table's border). */
  boxCss?: SerializedStyles;
  className?: string;
}

/**
 * A box that scrolls sideways on narrow screens and says so: the hint above it while the content
 * overflows, the region focusable (keyboard scrolling) and named. Its width never pushes the page
 * wider than the screen (`contain: inline-size`). The box carries `data-more-start` / `data-more-end`
 * while content is hidden on that side (a table's sticky columns cast a shadow then).
 */
export function ScrollArea({ label, children, cue, boxCss, className }: ScrollAreaProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const edges = useScrollEdges(ref);
  return (
    <div className={className} css={scrollOuterCss}>
      <ScrollCue edges={edges}>{cue}</ScrollCue>
      <div
        ref={ref}
        {...scrollRegionProps(edges, label)}
        data-scroll-box=""
        data-more-start={edges.atStart ? undefined : ''}
        data-more-end={edges.atEnd ? undefined : ''}
        css={[scrollBoxCss, boxCss]}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * The outer box of a sideways-scrolling area. `contain: inline-size` keeps the content's width out
 * of the page's layout: the box is as wide as its column, whatever the table inside needs (a wide
 * table in a grid or flex item once made /rating 461 px wide at 375 px).
 */
export const scrollOuterCss = css`
  contain: inline-size;
  min-width: 0;
  max-width: 100%;
`;

export const scrollBoxCss = css`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  border-radius: ${radius.control}px;
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;
