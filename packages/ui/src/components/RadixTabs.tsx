/** @jsxImportSource @emotion/react */
/**
 * The Radix implementation of `Tabs` (arrow keys, roving focus, automatic activation). Loaded on
 * first render by ./Tabs, which is what the package exports; see there.
 */
import * as Radix from '@radix-ui/react-tabs';
import { TabStrip } from './TabStrip';
import type { TabsProps } from './Tabs';
import { tabListCss, tabPanelCss, tabTriggerCss } from './tabsStyles';

export function RadixTabs({
  items,
  value,
  onValueChange,
  'aria-label': ariaLabel,
  panelId,
  className,
}: TabsProps) {
  return (
    <Radix.Root value={value} onValueChange={onValueChange} className={className}>
      <TabStrip active={value}>
        <Radix.List aria-label={ariaLabel} css={tabListCss}>
          {items.map((item) => (
            <Radix.Trigger
              key={item.value}
              value={item.value}
              disabled={item.disabled}
              css={tabTriggerCss}
              // Radix points aria-controls at its own panel: a tab without one points at the caller's
              {...(item.content === undefined ? { 'aria-controls': panelId } : {})}
            >
              {item.label}
            </Radix.Trigger>
          ))}
        </Radix.List>
      </TabStrip>
      {items.map((item) =>
        item.content === undefined ? null : (
          <Radix.Content key={item.value} value={item.value} css={tabPanelCss}>
            {item.content}
          </Radix.Content>
        ),
      )}
    </Radix.Root>
  );
}
