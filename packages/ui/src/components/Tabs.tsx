/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { colors, focusRing, fontSize, fontWeight, space, touchTarget } from '../tokens';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** Optional panel; without it render the active content yourself next to the tabs. */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  items: readonly TabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** Accessible name of the tab list, e.g. 'Игры'. */
  'aria-label'?: string;
  className?: string;
}

/** Accessible tabs (Radix): arrow keys move between tabs; the active one is aria-selected. */
export function Tabs<V extends string = string>({
  items,
  value,
  onValueChange,
  'aria-label': ariaLabel,
  className,
}: TabsProps<V>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(v) => onValueChange(v as V)} className={className}>
      <RadixTabs.List
        aria-label={ariaLabel}
        css={css`
          display: flex;
          gap: ${space(1)};
          overflow-x: auto;
          border-bottom: 1px solid ${colors.grey[200]};
          scrollbar-width: none;
        `}
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            css={css`
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
            `}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) =>
        item.content === undefined ? null : (
          <RadixTabs.Content key={item.value} value={item.value} css={{ paddingTop: space(4) }}>
            {item.content}
          </RadixTabs.Content>
        ),
      )}
    </RadixTabs.Root>
  );
}
