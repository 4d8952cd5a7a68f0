import { Observable } from 'rxjs';

/**
 * Wraps a call in a cold Observable: each subscription starts the call with its own
 * AbortSignal, and unsubscribing aborts it.
 *   fromRequest((signal) => getLandingFeed(cityId, { signal }))
 */
export function fromRequest<T>(call: (signal: AbortSignal) => Promise<T>): Observable<T> {
  return new Observable<T>((subscriber) => {
    const controller = new AbortController();
    call(controller.signal).then(
      (value) => {
        subscriber.next(value);
        subscriber.complete();
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => controller.abort();
  });
}
