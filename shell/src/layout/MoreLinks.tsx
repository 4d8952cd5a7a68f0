/**
 * «Ещё»: the navbar's links that do not fit its row (./nav-overflow.ts), behind a disclosure button (the
 * WAI disclosure navigation pattern: a button with aria-expanded over a list of links, no menu roles).
 * Esc closes it and gives focus back to «Ещё»; a click outside or a navigation closes it. Marked as the
 * current section when the page is one of its links. Not on a phone: the phone menu lists every link.
 */
import { colors, fontWeight, mq, radius, shadow, space, zIndex } from '@quiz/ui';
import { useId, useRef } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { useDisclosure } from './disclosure';
import { MORE_LABEL, MoreChevron } from './more-label';

export interface MoreLink {
  to: string;
  label: string;
  end?: boolean;
}

export function MoreLinks({ links, linkCss }: { links: readonly MoreLink[]; linkCss: object }) {
  const id = useId();
  const box = useRef<HTMLDivElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useDisclosure(button, box);
  const { pathname } = useLocation();
  const current = links.some((l) => matchPath({ path: l.to, end: l.end ?? false }, pathname));
  return (
    <div ref={box} css={{ position: 'relative', flexShrink: 0, [mq.mobile]: { display: 'none' } }}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-active={current}
        onClick={() => setOpen((o) => !o)}
        css={{
          ...linkCss,
          gap: space(1),
          border: 0,
          background: 'transparent',
          font: 'inherit',
          fontWeight: fontWeight.medium,
          cursor: 'pointer',
          '&[data-active="true"]': { background: 'rgba(255,255,255,0.2)' },
        }}
      >
        {MORE_LABEL}
        <MoreChevron />
      </button>
      <ul
        id={id}
        aria-label="Ещё разделы"
        hidden={!open}
        css={{
          position: 'absolute',
          top: `calc(100% + ${space(1)})`,
          right: 0,
          zIndex: zIndex.navbar,
          display: 'grid',
          gap: space(1),
          minWidth: 200,
          margin: 0,
          padding: space(2),
          listStyle: 'none',
          background: colors.primary,
          borderRadius: radius.card,
          boxShadow: shadow.modal,
          '&[hidden]': { display: 'none' },
        }}
      >
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} css={{ ...linkCss, display: 'flex' }}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
