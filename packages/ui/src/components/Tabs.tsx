/** @jsxImportSource @emotion/react */
/**
 * Tabs as the package exports them: a thin wrapper that loads the Radix implementation
 * (./RadixTabs, ~9 KB gzip) on first render, so pages without tabs (`/`) do not download it.
 * Until it arrives, a placeholder with the same markup and look shows: a `tablist` with the same
 * labels (the active one `aria-selected`), clickable, and the active panel, so nothing shifts
 * when Radix takes over. In tests, wait for the implementation (e.g. `findBy…`) before keyboard
 * interaction.
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { TabStrip } from './TabStrip';
import { tabListCss, tabPanelCss, tabTriggerCss } from './tabsStyles';

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
  /**
   * The id of the panel you render yourself next to the tabs (items without `content`): the tabs'
   * `aria-controls` points there. Without it such tabs carry no `aria-controls` (Radix would point at
   * a panel that is never rendered: axe `aria-valid-attr-value`, critical).
   */
  panelId?: string;
  className?: string;
}

const RadixTabs = lazy(() => import('./RadixTabs').then((m) => ({ default: m.RadixTabs })));

/** What shows while the implementation loads: the same tabs and active panel, without arrow keys. */
function TabsPlaceholder({
  items,
  value,
  onValueChange,
  'aria-label': ariaLabel,
  panelId,
  className,
}: TabsProps) {
  return (
    <div className={className}>
      <TabStrip active={value}>
        <div role="tablist" aria-label={ariaLabel} aria-orientation="horizontal" css={tabListCss}>
          {items.map((item) => {
            const active = item.value === value;
            return (
              <button
                key={item.value}
                type="button"
                role="tab"
                aria-selected={active}
                aria-controls={item.content === undefined ? panelId : undefined}
                data-state={active ? 'active' : 'inactive'}
                tabIndex={active ? 0 : -1}
                disabled={item.disabled}
                css={tabTriggerCss}
                onClick={() => {
                  if (!active) onValueChange(item.value);
                }}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      </TabStrip>
      {items.map((item) =>
        item.content === undefined || item.value !== value ? null : (
          <div key={item.value} role="tabpanel" css={tabPanelCss}>
            {item.content}
          </div>
        ),
      )}
    </div>
  );
}

/** Accessible tabs (Radix): arrow keys move between tabs; the active one is aria-selected. */
export function Tabs<V extends string = string>(props: TabsProps<V>) {
  const inner: TabsProps = { ...props, onValueChange: (v) => props.onValueChange(v as V) };
  return (
    <Suspense fallback={<TabsPlaceholder {...inner} />}>
      <RadixTabs {...inner} />
    </Suspense>
  );
}
