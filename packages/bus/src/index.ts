/**
 * The typed bus of ARCHITECTURE.md: two state streams (session, city) and one stream of
 * commands and facts. It only delivers; it has no behaviour of its own.
 * The instance lives on globalThis under a registered symbol so that even if two copies of
 * this module were ever loaded, every remote would still talk over one bus.
 */

import type { City, User } from '@quiz/contract';
import type { WidgetId as RoutesWidgetId } from '@quiz/routes';
import { BehaviorSubject, filter, type Observable, Subject } from 'rxjs';

/**
 * The rxjs the apps use, from the bus (a singleton): the one copy of rxjs on a page lives inside the
 * bus, tree-shaken, instead of the whole library shared (~15 KB gzip less on every route). Apps import
 * these from '@quiz/bus', never from 'rxjs' (a boundaries rule says so).
 */
export { BehaviorSubject, filter, firstValueFrom, type Observable, race, Subject, timer } from 'rxjs';

export interface Session {
  token: string | null;
  user: User | null;
}

export type ToastKind = 'info' | 'success' | 'error';

/** Widget ids other remotes may open or mount: `<remote>/<Exposed>`. */
/** `<remote>/<exposed widget>`, the widgets of the remotes manifest (@quiz/routes). */
export type WidgetId = RoutesWidgetId;

export type BusEvent =
  // commands: anyone emits, one owner serves
  | { type: 'nav.go'; to: string; replace?: boolean }
  | { type: 'auth.required'; from?: string; retry?: () => void }
  | { type: 'toast.show'; message: string; kind?: ToastKind; durationMs?: number }
  | { type: 'widget.open'; id: WidgetId; props?: Record<string, unknown> }
  | { type: 'widget.close'; id?: WidgetId }
  /** a remote obtained a token outside the login modal (the anonymous registration's code step): the shell stores it like its own login */
  | { type: 'auth.token'; token: string }
  // facts: the owner emits, anyone listens
  | { type: 'auth.loggedIn'; user: User }
  | { type: 'auth.loggedOut'; reason?: string }
  /** the user changed his profile (mf-teams' cabinet): the shell puts the new user into session$ */
  | { type: 'user.updated'; user: User }
  | { type: 'registration.changed'; eventId: number; teamId?: number }
  | { type: 'cart.changed'; eventTeamId: number; count: number }
  | { type: 'like.changed'; themeId: number; liked: boolean };

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;

export interface Bus {
  readonly session$: BehaviorSubject<Session>;
  readonly city$: BehaviorSubject<City | null>;
  readonly events$: Subject<BusEvent>;
}

const KEY = Symbol.for('quiz.bus');
type WithBus = typeof globalThis & { [KEY]?: Bus };

function createBus(): Bus {
  return {
    session$: new BehaviorSubject<Session>({ token: null, user: null }),
    city$: new BehaviorSubject<City | null>(null),
    events$: new Subject<BusEvent>(),
  };
}

export function getBus(): Bus {
  const g = globalThis as WithBus;
  if (!g[KEY]) g[KEY] = createBus();
  return g[KEY];
}

export const bus = getBus();
export const session$ = bus.session$;
export const city$ = bus.city$;

export function emit(event: BusEvent): void {
  bus.events$.next(event);
}

export function on<T extends BusEventType>(type: T): Observable<BusEventOf<T>> {
  return bus.events$.pipe(filter((e): e is BusEventOf<T> => e.type === type));
}

/**
 * Serves `type` with `handler` until the returned function is called (a wiring's undo, an effect's
 * cleanup); a component's whole-life listener is @quiz/bus/react's useBusEvent.
 */
export function listen<T extends BusEventType>(type: T, handler: (event: BusEventOf<T>) => void): () => void {
  const sub = on(type).subscribe(handler);
  return () => sub.unsubscribe();
}
