/** @jsxImportSource @emotion/react */
/**
 * The sideways-scrolling strip around a tab list (shared by ./Tabs' placeholder and ./RadixTabs):
 * on a phone five tabs do not fit in 343 px, so the strip scrolls the active tab into view whenever
 * it changes (without scrolling the page) and shows faded edges with ‹ › where more tabs hide.
 */
import { css } from '@emotion/react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { colors, fontSize } from '../tokens';
import { fadeEdgeCss, scrollChildIntoView, useScrollEdges } from './scroll';
import { tabStripCss } from './tabsStyles';

const arrowCss = (side: 'start' | 'end') => css`
  display: flex;
  align-items: center;
  justify-content: ${side === 'start' ? 'flex-start' : 'flex-end'};
  padding: 0 2px;
  color: ${colors.primary};
  font-size: ${fontSize.lg}px;
  font-weight: 700;
`;

export function TabStrip({ active, children }: { active: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement | null>(null);
  const mounted = useRef(false);
  const edges = useScrollEdges(ref);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active tab changes
  useLayoutEffect(() => {
    const strip = ref.current;
    const tab = strip?.querySelector<HTMLElement>(`[role="tab"][data-state="active"]`);
    const justMounted = !mounted.current;
    mounted.current = true;
    // a new strip shows its start, so its first tab is in view already; measuring it here would lay
    // out the whole new page inside React's commit (about 100 ms at 4× CPU slowdown on /sitting)
    if (justMounted && tab && tab === strip?.querySelector('[role="tab"]')) return;
    if (strip && tab) scrollChildIntoView(strip, tab);
  }, [active]);
  return (
    <div css={{ position: 'relative' }}>
      <div ref={ref} css={tabStripCss} data-scroll-box="">
        {children}
      </div>
      {edges.overflowing && !edges.atStart ? (
        <span aria-hidden="true" data-scroll-cue="" css={[fadeEdgeCss('start'), arrowCss('start')]}>
          ‹
        </span>
      ) : null}
      {edges.overflowing && !edges.atEnd ? (
        <span aria-hidden="true" data-scroll-cue="" css={[fadeEdgeCss('end'), arrowCss('end')]}>
          ›
        </span>
      ) : null}
    </div>
  );
}
