/**
 * Serves the bus command `auth.required`: opens the login modal and remembers the click target
 * (`retry`). After login it calls `retry` (the action completes without a second click) and, when
 * the command named another page in `from`, goes there.
 *
 * The host listens from the first render; the modal (./AuthModal.tsx, with the login's texts) is a lazy
 * chunk fetched on the first request, and the flow in it (react-final-form, the phone formatter with
 * libphonenumber) another one fetched as it opens, so the page's first load carries neither.
 */
import { session$ } from '@quiz/bus';
import { useBusEvent } from '@quiz/bus/react';
import type { User } from '@quiz/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { safeFrom } from './redirect';

const AuthModal = lazy(() => import('./AuthModal').then((m) => ({ default: m.AuthModal })));

interface Pending {
  retry?: (() => void) | undefined;
  from?: string | undefined;
}

export function AuthModalHost() {
  const [open, setOpen] = useState(false);
  // one per request: the modal is mounted anew, at the phone step; 0 = never asked (nothing loaded)
  const [request, setRequest] = useState(0);
  const pending = useRef<Pending>({});
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const hereRef = useRef(here);
  hereRef.current = here;

  useBusEvent('auth.required', ({ retry, from }) => {
    const { token, user } = session$.getValue();
    if (token && user) {
      // already logged in (e.g. a stale button): just do what was asked
      retry?.();
      return;
    }
    pending.current = { retry, from };
    setRequest((n) => n + 1);
    setOpen(true);
  });

  function done(_user: User) {
    const { retry, from } = pending.current;
    pending.current = {};
    setOpen(false);
    retry?.();
    const target = safeFrom(from);
    if (target && target !== hereRef.current) navigate(target);
  }

  if (request === 0) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal
        key={request}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) pending.current = {};
        }}
        onDone={done}
      />
    </Suspense>
  );
}
