/**
 * Where mf-preorder runs: on the site (inside the shell: links navigate through the bus, messages are
 * the shell's toasts) or embedded on a venue's page (links open the site in a new tab, messages show
 * inside the element, dialogs portal into the element's shadow root).
 */
import { emit, type ToastKind } from '@quiz/bus';
import { AppLink } from '@quiz/ui';
import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from 'react';

export interface PreorderEnv {
  embedded: boolean;
  /** the site's origin for links out of the embed ('' on the site itself) */
  siteOrigin: string;
  /** where dialogs are portalled (null: document.body) */
  portal: HTMLElement | null;
  notify: (message: string, kind?: ToastKind) => void;
  /** a server URL (`/api/media/…`) as the page can load it (absolute in the embed) */
  assetUrl: (url: string) => string;
}

export const toastNotify = (message: string, kind: ToastKind = 'info') =>
  emit({ type: 'toast.show', message, kind });

export const PreorderEnvContext = createContext<PreorderEnv>({
  embedded: false,
  siteOrigin: '',
  portal: null,
  notify: toastNotify,
  assetUrl: (url) => url,
});

export const usePreorderEnv = () => useContext(PreorderEnvContext);

export interface PreorderLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** a site path (from `href()` of @quiz/routes) */
  to: string;
  children: ReactNode;
}

/** A link to a site page: SPA navigation on the site, a new tab of the site from an embed. */
export function PreorderLink({ to, children, ...rest }: PreorderLinkProps) {
  const env = usePreorderEnv();
  if (env.embedded) {
    return (
      <a href={`${env.siteOrigin}${to}`} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <AppLink href={to} {...rest}>
      {children}
    </AppLink>
  );
}
