/** A real link (new tab, middle click work) that navigates inside the SPA through the bus (`nav.go`). */
import { emit } from '@quiz/bus';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
}

export function AppLink({ href, children, onClick, ...rest }: AppLinkProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (!href.startsWith('/')) return;
        event.preventDefault();
        emit({ type: 'nav.go', to: href });
      }}
    >
      {children}
    </a>
  );
}
