/**
 * The shell's router: the few pieces of react-router the shell used — `BrowserRouter`, `MemoryRouter`
 * (tests), `useLocation`, `useNavigate`, `useSearchParams`, `Navigate`, `NavLink` — over the History
 * API, in ~1 KB gzip instead of react-router's ~13 KB on every first load. Routes themselves are
 * resolved by `RouteHost` against the route catalogue (`match()` of @quiz/routes), so no route
 * matching lives here. Paths are absolute ('/games?type=RECENT'); remotes navigate through the bus
 * (`nav.go`), which `App` serves with `useNavigate`.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** new on every navigation (history entries to the same URL differ) */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

interface History {
  location(): Location;
  go(to: string, options?: NavigateOptions): void;
  listen(onChange: () => void): () => void;
}

let keys = 0;
function toLocation(url: string): Location {
  const parsed = new URL(url, 'http://x');
  keys += 1;
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, key: String(keys) };
}

function createHistory(
  initial: string,
  write: ((to: string, replace: boolean) => void) | null,
  subscribeOutside?: (onPop: () => void) => () => void,
): History {
  let current = toLocation(initial);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  let unsubscribeOutside: (() => void) | undefined;
  return {
    location: () => current,
    go(to, options) {
      write?.(to, Boolean(options?.replace));
      current = toLocation(to);
      notify();
    },
    listen(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1 && subscribeOutside) {
        unsubscribeOutside = subscribeOutside(() => {
          current = toLocation(`${window.location.pathname}${window.location.search}${window.location.hash}`);
          notify();
        });
      }
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) unsubscribeOutside?.();
      };
    },
  };
}

const HistoryContext = createContext<History | null>(null);

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useLocation/useNavigate outside a router');
  return history;
}

/** The page's address bar (History API; back and forward arrive as `popstate`). */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const history = useMemo(
    () =>
      createHistory(
        `${window.location.pathname}${window.location.search}${window.location.hash}`,
        (to, replace) =>
          replace ? window.history.replaceState(null, '', to) : window.history.pushState(null, '', to),
        (onPop) => {
          window.addEventListener('popstate', onPop);
          return () => window.removeEventListener('popstate', onPop);
        },
      ),
    [],
  );
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

/** An address kept in memory (tests): starts at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const start = initialEntries.at(-1) ?? '/';
  // biome-ignore lint/correctness/useExhaustiveDependencies: one history per mounted router
  const history = useMemo(() => createHistory(start, null), []);
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

export function useLocation(): Location {
  const history = useHistory();
  return useSyncExternalStore(history.listen, history.location, history.location);
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const history = useHistory();
  return useCallback((to: string, options?: NavigateOptions) => history.go(to, options), [history]);
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }): null {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** active only on exactly this path (else also below it) */
  end?: boolean;
};

/** True for a plain left click that the page should handle (not a new tab, window or download). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A link that navigates in the page; `class="active"` and `aria-current="page"` on its path. */
export function NavLink({ to, end = false, className, onClick, children, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const path = new URL(to, 'http://x').pathname;
  const active =
    pathname === path ||
    (!end && (path === '/' || pathname.startsWith(path.endsWith('/') ? path : `${path}/`)));
  return (
    <a
      {...rest}
      href={to}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
