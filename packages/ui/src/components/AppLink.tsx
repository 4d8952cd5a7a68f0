/** A real link (works with a new tab, middle click) that navigates inside the SPA through the bus (`nav.go`). */
import { emit } from '@quiz/bus';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
}

/** Same-page navigation for a plain click; browser default for modified clicks and other targets. */
export function handleAppLinkClick(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (event.currentTarget.target && event.currentTarget.target !== '_self') return;
  if (!href.startsWith('/')) return;
  event.preventDefault();
  emit({ type: 'nav.go', to: href });
}

export function AppLink({ href, children, onClick, ...rest }: AppLinkProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        handleAppLinkClick(event, href);
      }}
    >
      {children}
    </a>
  );
}
