/**
 * Serves the bus command `auth.required`: opens the login modal and remembers the click target
 * (`retry`). After login it calls `retry` (the action completes without a second click) and, when
 * the command named another page in `from`, goes there.
 *
 * The host listens from the first render; the flow itself (react-final-form, the phone formatter
 * with libphonenumber) is a lazy chunk fetched when the modal first opens, so `/` does not carry it.
 */
import { on, session$ } from '@quiz/bus';
import type { User } from '@quiz/contract';
import { Modal, Spinner } from '@quiz/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginStep } from './LoginFlow';
import { safeFrom } from './redirect';
import { AUTH_TEXTS } from './texts';

const LoginFlow = lazy(() => import('./LoginFlow').then((m) => ({ default: m.LoginFlow })));

interface Pending {
  retry?: (() => void) | undefined;
  from?: string | undefined;
}

const TITLES: Record<LoginStep, string> = {
  AUTH: AUTH_TEXTS.title,
  CONFIRM: 'Введите код',
  USERNAME: AUTH_TEXTS.nameTitle,
};

export function AuthModalHost() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<LoginStep>('AUTH');
  const pending = useRef<Pending>({});
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const hereRef = useRef(here);
  hereRef.current = here;

  useEffect(() => {
    const sub = on('auth.required').subscribe(({ retry, from }) => {
      const { token, user } = session$.getValue();
      if (token && user) {
        // already logged in (e.g. a stale button): just do what was asked
        retry?.();
        return;
      }
      pending.current = { retry, from };
      setStep('AUTH');
      setOpen(true);
    });
    return () => sub.unsubscribe();
  }, []);

  function done(_user: User) {
    const { retry, from } = pending.current;
    pending.current = {};
    setOpen(false);
    retry?.();
    const target = safeFrom(from);
    if (target && target !== hereRef.current) navigate(target);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) pending.current = {};
      }}
      title={TITLES[step]}
      size="sm"
    >
      {open ? (
        <Suspense fallback={<Spinner />}>
          <LoginFlow onDone={done} onStepChange={setStep} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
