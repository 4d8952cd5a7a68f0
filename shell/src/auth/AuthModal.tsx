/**
 * The login modal: the window, its title by step and the flow inside it. A lazy chunk of its own,
 * fetched by ./AuthModalHost.tsx on the first `auth.required` (with the texts of the login), so the
 * page's first load does not carry it; the flow (react-final-form, the phone formatter with
 * libphonenumber) is a further chunk fetched as the window opens.
 */
import type { User } from '@quiz/contract';
import { Modal, Spinner } from '@quiz/ui';
import { lazy, Suspense, useState } from 'react';
import type { LoginStep } from './LoginFlow';
import { AUTH_TEXTS } from './texts';

const LoginFlow = lazy(() => import('./LoginFlow').then((m) => ({ default: m.LoginFlow })));

const TITLES: Record<LoginStep, string> = {
  AUTH: AUTH_TEXTS.title,
  CONFIRM: 'Введите код',
  USERNAME: AUTH_TEXTS.nameTitle,
};

interface AuthModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (user: User) => void;
}

/** Mounted anew for every request (the host keys it), so each one starts at the phone step. */
export function AuthModal({ open, onOpenChange, onDone }: AuthModalProps) {
  const [step, setStep] = useState<LoginStep>('AUTH');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={TITLES[step]} size="sm">
      {open ? (
        <Suspense fallback={<Spinner />}>
          <LoginFlow onDone={onDone} onStepChange={setStep} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
