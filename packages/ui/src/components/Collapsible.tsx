/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type ReactNode, useId, useState } from 'react';
import { colors, focusRingCss, fontSize, fontWeight, mq, radius, space, touchTarget } from '../tokens';
import { ChevronDownIcon } from './icons';

export interface CollapsibleProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /**
   * Controlled mode. `'mobile'`: open on a phone-wide screen and closed on a wider one, by CSS alone —
   * for a page rendered on the server (which knows no viewport) until the browser decides.
   */
  open?: boolean | 'mobile';
  onOpenChange?: (open: boolean) => void;
  /** Heading level wrapping the toggle button (default 2). */
  headingLevel?: 2 | 3 | 4;
  id?: string;
  className?: string;
}

/** A section with a toggle button (aria-expanded / aria-controls) over its content. */
export function Collapsible({
  title,
  children,
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  headingLevel = 2,
  id,
  className,
}: CollapsibleProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const byViewport = controlledOpen === 'mobile';
  const open = byViewport || (controlledOpen ?? ownOpen);
  const autoId = useId();
  const panelId = `${id ?? autoId}-panel`;
  const Heading = `h${headingLevel}` as const;
  const toggle = () => {
    const next = !open;
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <section
      id={id}
      className={className}
      css={css`
        border-bottom: 1px solid ${colors.grey[200]};
      `}
    >
      <Heading css={{ margin: 0 }}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          css={css`
            display: flex;
            align-items: center;
            justify-content: space-between;
            gap: ${space(3)};
            width: 100%;
            min-height: ${touchTarget + 8}px;
            padding: ${space(3)} ${space(1)};
            border: 0;
            background: transparent;
            color: ${colors.primary};
            font: inherit;
            font-size: ${fontSize.lg}px;
            font-weight: ${fontWeight.bold};
            text-align: left;
            cursor: pointer;
            border-radius: ${radius.control}px;
            ${focusRingCss}
            svg {
              transition: transform 0.2s ease;
              transform: rotate(${open ? 180 : 0}deg);
              flex-shrink: 0;
              ${byViewport ? `${mq.desktop} { transform: rotate(0deg); }` : ''}
            }
          `}
        >
          <span>{title}</span>
          <ChevronDownIcon />
        </button>
      </Heading>
      <div
        id={panelId}
        hidden={!open}
        css={{
          padding: `0 ${space(1)} ${space(4)}`,
          ...(byViewport ? { [mq.desktop]: { display: 'none' } } : {}),
        }}
      >
        {open ? children : null}
      </div>
    </section>
  );
}
