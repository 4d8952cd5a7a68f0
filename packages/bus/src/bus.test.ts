import type { City } from '@quiz/contract';
import { type BusEvent, bus, city$, emit, getBus, on, session$ } from './index';

describe('state streams', () => {
  it('session$ starts logged out and replays the latest value to late subscribers', () => {
    expect(session$.getValue()).toEqual({ token: null, user: null });
    session$.next({ token: 'abc', user: null });
    const seen: (string | null)[] = [];
    const sub = session$.subscribe((s) => seen.push(s.token));
    expect(seen).toEqual(['abc']);
    session$.next({ token: null, user: null });
    expect(seen).toEqual(['abc', null]);
    sub.unsubscribe();
  });
  it('city$ starts empty and replays the chosen city', () => {
    expect(city$.getValue()).toBeNull();
    const city = { id: 2, title: 'Казань', subdomain: 'kazan' } as City;
    city$.next(city);
    const seen: (City | null)[] = [];
    city$.subscribe((c) => seen.push(c)).unsubscribe();
    expect(seen).toEqual([city]);
    city$.next(null);
  });
});

describe('emit / on', () => {
  it('delivers an event to listeners of its type only', () => {
    const toasts: string[] = [];
    const carts: number[] = [];
    const a = on('toast.show').subscribe((e) => toasts.push(e.message));
    const b = on('cart.changed').subscribe((e) => carts.push(e.count));
    emit({ type: 'toast.show', message: 'Ссылка скопирована в буфер.', kind: 'success' });
    emit({ type: 'cart.changed', eventTeamId: 3, count: 2 });
    emit({ type: 'nav.go', to: '/games' });
    expect(toasts).toEqual(['Ссылка скопирована в буфер.']);
    expect(carts).toEqual([2]);
    a.unsubscribe();
    b.unsubscribe();
  });
  it('delivers to every listener, in emit order, and stops after unsubscribe', () => {
    const first: string[] = [];
    const second: string[] = [];
    const s1 = on('nav.go').subscribe((e) => first.push(e.to));
    const s2 = on('nav.go').subscribe((e) => second.push(e.to));
    emit({ type: 'nav.go', to: '/a' });
    emit({ type: 'nav.go', to: '/b', replace: true });
    s1.unsubscribe();
    emit({ type: 'nav.go', to: '/c' });
    s2.unsubscribe();
    expect(first).toEqual(['/a', '/b']);
    expect(second).toEqual(['/a', '/b', '/c']);
  });
  it('does not replay events to late listeners (commands and facts are not state)', () => {
    emit({ type: 'like.changed', themeId: 1, liked: true });
    const seen: BusEvent[] = [];
    const sub = on('like.changed').subscribe((e) => seen.push(e));
    sub.unsubscribe();
    expect(seen).toEqual([]);
  });
  it('narrows the event type for listeners', () => {
    const sub = on('registration.changed').subscribe((e) => {
      // e is { type: 'registration.changed'; eventId: number; teamId?: number }
      const id: number = e.eventId;
      expect(id).toBe(5);
    });
    emit({ type: 'registration.changed', eventId: 5 });
    sub.unsubscribe();
  });
  it('refuses unknown events and wrong payloads at compile time', () => {
    const seen: unknown[] = [];
    const sub = bus.events$.subscribe((e) => seen.push(e));
    // @ts-expect-error 'nope' is not in the catalogue
    emit({ type: 'nope' });
    // @ts-expect-error nav.go needs `to`
    emit({ type: 'nav.go' });
    // @ts-expect-error 'nope' is not an event type
    on('nope');
    sub.unsubscribe();
    // delivery itself has no behaviour: whatever gets through at run time is passed on
    expect(seen).toHaveLength(2);
  });
});

describe('single instance', () => {
  it('lives on globalThis under Symbol.for("quiz.bus")', () => {
    const key = Symbol.for('quiz.bus');
    expect((globalThis as Record<symbol, unknown>)[key]).toBe(bus);
    expect(getBus()).toBe(bus);
  });
  it('a second copy of the module shares the same bus, session and events', () => {
    let copy: typeof import('./index') | undefined;
    jest.isolateModules(() => {
      copy = require('./index') as typeof import('./index');
    });
    if (!copy) throw new Error('module not loaded');
    expect(copy.bus).toBe(bus);
    expect(copy.session$).toBe(session$);
    expect(copy.city$).toBe(city$);

    const received: string[] = [];
    const sub = copy.on('auth.loggedOut').subscribe((e) => received.push(e.reason ?? ''));
    emit({ type: 'auth.loggedOut', reason: 'Недопустимый токен.' });
    sub.unsubscribe();
    expect(received).toEqual(['Недопустимый токен.']);

    copy.session$.next({ token: 'shared', user: null });
    expect(session$.getValue().token).toBe('shared');
    session$.next({ token: null, user: null });
  });
});
