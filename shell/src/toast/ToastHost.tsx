import { type BusEventOf, listen } from '@quiz/bus';
import { lazy, Suspense, useEffect, useState } from 'react';

export const TOAST_DURATION_MS = 3000;

type ToastShow = BusEventOf<'toast.show'>;
type ToastLib = typeof import('react-hot-toast');

/**
 * react-hot-toast (~5 KB gzip) is loaded on the first toast, not with the page: `/` usually shows none.
 * One promise per page; a failed load is forgotten so the next toast tries again.
 */
let toastLib: Promise<ToastLib> | null = null;
function loadToastLib(): Promise<ToastLib> {
  toastLib ??= import('react-hot-toast').catch((error: unknown) => {
    toastLib = null;
    throw error;
  });
  return toastLib;
}

const Toaster = lazy(() => loadToastLib().then((m) => ({ default: m.Toaster })));

function show({ default: toast }: ToastLib, { message, kind, durationMs }: ToastShow): void {
  const options = { id: message, duration: durationMs ?? TOAST_DURATION_MS };
  if (kind === 'success') toast.success(message, options);
  else if (kind === 'error') toast.error(message, options);
  else toast(message, options);
}

/**
 * Serves the bus command `toast.show`: top of the page, 3000 ms by default, one toast per message.
 * Listens from the first render; the library loads on the first toast, and toasts emitted before it
 * arrives are queued and shown (in order) once it has.
 */
export function ToastHost() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let alive = true;
    let lib: ToastLib | null = null;
    let loading = false;
    const queue: ToastShow[] = [];
    const flush = () => {
      if (loading) return;
      loading = true;
      loadToastLib().then(
        (m) => {
          loading = false;
          if (!alive) return;
          lib = m;
          setLoaded(true);
          for (const event of queue.splice(0)) show(m, event);
        },
        (error: unknown) => {
          loading = false;
          // Kept queued: the next toast retries the download and shows them all.
          console.warn('[shell] toasts unavailable', error);
        },
      );
    };
    const stop = listen('toast.show', (event) => {
      if (lib) return show(lib, event);
      queue.push(event);
      flush();
    });
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return loaded ? (
    <Suspense fallback={null}>
      <Toaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS }} />
    </Suspense>
  ) : null;
}
