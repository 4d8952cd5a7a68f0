import { on } from '@quiz/bus';
import { useEffect } from 'react';
import toast, { Toaster } from 'react-hot-toast';

export const TOAST_DURATION_MS = 3000;

/** Serves the bus command `toast.show`: top of the page, 3000 ms by default, one toast per message. */
export function ToastHost() {
  useEffect(() => {
    const sub = on('toast.show').subscribe(({ message, kind, durationMs }) => {
      const options = { id: message, duration: durationMs ?? TOAST_DURATION_MS };
      if (kind === 'success') toast.success(message, options);
      else if (kind === 'error') toast.error(message, options);
      else toast(message, options);
    });
    return () => sub.unsubscribe();
  }, []);
  return <Toaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS }} />;
}
