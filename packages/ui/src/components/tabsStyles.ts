/**
 * The look of the tabs, shared by the Radix implementation (./RadixTabs, loaded lazily) and the
 * placeholder ./Tabs renders while it loads, so the swap does not move or restyle anything.
 * The triggers are styled by `data-state` ('active' | 'inactive'), which both set.
 */
import { css } from '@emotion/react';
import { colors, focusRing, fontSize, fontWeight, space, touchTarget } from '../tokens';

/** The scrolling box around the list (./TabStrip): the line under the tabs spans the whole width. */
export const tabStripCss = css`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  border-bottom: 1px solid ${colors.grey[200]};
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

export const tabListCss = css`
  display: flex;
  gap: ${space(1)};
  width: max-content;
  min-width: 100%;
`;

export const tabTriggerCss = css`
  flex-shrink: 0;
  min-height: ${touchTarget}px;
  padding: 0 ${space(4)};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${colors.muted};
  font: inherit;
  font-size: ${fontSize.md}px;
  font-weight: ${fontWeight.medium};
  white-space: nowrap;
  cursor: pointer;
  &[data-state='active'] {
    color: ${colors.primary};
    border-bottom-color: ${colors.primary};
  }
  &:hover:not(:disabled) {
    color: ${colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${focusRing};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const tabPanelCss = css({ paddingTop: space(4) });
