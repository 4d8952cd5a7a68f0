/**
 * The login steps of SPEC §2/§4: AUTH (phone) → CONFIRM (4-digit code, auto-submitted at 4
 * characters, resend behind a 5 s / +5 s timer) → USERNAME (when first_name is under 2
 * characters) → done. Used by the login modal and the /login page.
 */

import { emit } from '@quiz/bus';
import type { SendBy, User } from '@quiz/contract';
import { LOGIN_CODE_LENGTH, NAME_MAX, nameError, normalizePhone, resendDelaySeconds } from '@quiz/domain';
import { formatPhoneInput, isCompletePhone } from '@quiz/domain/phone';
import {
  Button,
  colors,
  FormError,
  FormPhoneField,
  QuizForm,
  SubmitButton,
  space,
  TextField,
} from '@quiz/ui';
import { PhoneInput } from '@quiz/ui/phone-input';
import { FORM_ERROR } from 'final-form';
import { useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { checkLoginCode, saveFirstName, sendLoginCode } from './api/login';
import { codeErrorText, phoneErrorLines, retryAfterOf } from './login-errors';
import { AUTH_TEXTS, channelText } from './texts';
import { logLogin, reloadUser, storeToken } from './token';
import { useCountdown } from './useCountdown';

export type LoginStep = 'AUTH' | 'CONFIRM' | 'USERNAME';

export interface LoginFlowProps {
  /** Called once the user is logged in, named and reloaded. */
  onDone: (user: User) => void;
  /** Reports the current step (the modal titles itself by it). */
  onStepChange?: (step: LoginStep) => void;
}

interface Sent {
  phone: string;
  sendBy: SendBy;
  retryAfter: number;
  /** the challenge the code is valid with: kept in this flow's memory only, sent with the code */
  challenge: string;
  /** false: nothing new was sent, the latest code the number received is the one to type */
  fresh: boolean;
}

const toastError = (message: string) => emit({ type: 'toast.show', kind: 'error', message });

export function LoginFlow({ onDone, onStepChange }: LoginFlowProps) {
  const [step, setStepState] = useState<LoginStep>('AUTH');
  const [sent, setSent] = useState<Sent | null>(null);
  const setStep = (next: LoginStep) => {
    setStepState(next);
    onStepChange?.(next);
  };

  async function finish(): Promise<void> {
    const user = await reloadUser();
    if (!user) {
      toastError(AUTH_TEXTS.authFailed);
      return;
    }
    emit({ type: 'auth.loggedIn', user });
    emit({ type: 'toast.show', kind: 'success', message: AUTH_TEXTS.loggedIn(user.first_name) });
    onDone(user);
  }

  if (step === 'CONFIRM' && sent) {
    return (
      <CodeStep
        sent={sent}
        onChangePhone={() => setStep('AUTH')}
        onValidated={async (token, firstName) => {
          storeToken(token);
          void logLogin(normalizePhone(sent.phone));
          if (firstName.trim().length < 2) setStep('USERNAME');
          else await finish();
        }}
      />
    );
  }
  if (step === 'USERNAME') return <NameStep onSaved={finish} />;
  return (
    <PhoneStep
      initialPhone={sent?.phone ?? ''}
      onSent={(next) => {
        setSent(next);
        setStep('CONFIRM');
      }}
    />
  );
}

// ---------------------------------------------------------------- AUTH

/** «Телефон» is complete (the same check as the server's normalisation). */
const completePhone = (value: string | undefined) =>
  isCompletePhone(value ?? '') ? undefined : AUTH_TEXTS.invalidPhone;

function PhoneStep({ initialPhone, onSent }: { initialPhone: string; onSent: (sent: Sent) => void }) {
  return (
    <QuizForm<{ phone: string }>
      aria-label={AUTH_TEXTS.title}
      initialValues={{ phone: initialPhone }}
      onSubmit={async ({ phone }) => {
        try {
          const result = await sendLoginCode(normalizePhone(phone));
          onSent({
            phone: formatPhoneInput(phone),
            sendBy: result.send_by,
            retryAfter: result.retry_after ?? resendDelaySeconds(1),
            challenge: result.challenge,
            // a server older than challenges says nothing: the code was sent
            fresh: result.sent !== false,
          });
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: phoneErrorLines(error).join('\n') };
        }
      }}
    >
      <p css={{ marginTop: 0, color: colors.muted }}>{AUTH_TEXTS.intro}</p>
      <FormPhoneField
        name="phone"
        input={PhoneInput}
        validate={completePhone}
        label={AUTH_TEXTS.phoneLabel}
        autoFocus
      />
      <FormError title={AUTH_TEXTS.phoneFailed} css={{ marginBottom: space(4), whiteSpace: 'pre-line' }} />
      <SubmitButton fullWidth>{AUTH_TEXTS.getCode}</SubmitButton>
    </QuizForm>
  );
}

// ---------------------------------------------------------------- CONFIRM

function CodeStep({
  sent,
  onChangePhone,
  onValidated,
}: {
  sent: Sent;
  onChangePhone: () => void;
  onValidated: (token: string, firstName: string) => Promise<void>;
}) {
  const [sendBy, setSendBy] = useState<SendBy>(sent.sendBy);
  const [sends, setSends] = useState(1);
  const [left, restart] = useCountdown(sent.retryAfter);
  // the resend answers the same challenge (or a new one when it lapsed): the code is valid with the latest
  const [challenge, setChallenge] = useState(sent.challenge);
  const [fresh, setFresh] = useState(sent.fresh);
  const codeRef = useRef<HTMLInputElement>(null);
  const phone = normalizePhone(sent.phone);

  async function resend() {
    try {
      const result = await sendLoginCode(phone, challenge);
      setSendBy(result.send_by);
      setChallenge(result.challenge);
      setFresh(result.sent !== false);
      setSends(sends + 1);
      restart(result.retry_after ?? resendDelaySeconds(sends + 1));
      emit({ type: 'toast.show', kind: 'success', message: 'Код отправлен ещё раз' });
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait) restart(wait);
      toastError([AUTH_TEXTS.phoneFailed, ...phoneErrorLines(error)].join('\n'));
    }
  }

  const codeForm = (
    <Form<{ code: string }>
      onSubmit={async ({ code }, form) => {
        if ((code ?? '').length < LOGIN_CODE_LENGTH) return;
        let token: string;
        let firstName: string;
        try {
          ({ token, first_name: firstName } = await checkLoginCode(phone, code, challenge));
        } catch (error) {
          toastError(codeErrorText(error));
          form.change('code', '');
          codeRef.current?.focus();
          return;
        }
        await onValidated(token, firstName);
      }}
      render={({ handleSubmit, submitting, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Подтверждение">
          <p css={{ marginTop: 0 }}>
            {fresh ? channelText(sendBy, sent.phone) : AUTH_TEXTS.latestCode(sent.phone)}
          </p>
          <Field<string> name="code">
            {({ input }) => (
              <TextField
                ref={codeRef}
                label={AUTH_TEXTS.codeLabel}
                name={input.name}
                value={input.value ?? ''}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={LOGIN_CODE_LENGTH}
                autoFocus
                css={{ letterSpacing: '0.5em' }}
                onChange={(event) => {
                  const value = event.target.value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH);
                  input.onChange(value);
                  // SPEC §4/§5: sent for validation once longer than 3 characters
                  if (value.length === LOGIN_CODE_LENGTH && !form.getState().submitting) void form.submit();
                }}
              />
            )}
          </Field>
          <Button type="submit" fullWidth loading={submitting}>
            Войти
          </Button>
        </form>
      )}
    />
  );
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space(2) }}>
      {codeForm}
      {/* the resend is a form of its own: busy while the code is being sent again */}
      <QuizForm aria-label={AUTH_TEXTS.resend} onSubmit={resend}>
        <SubmitButton variant="ghost" fullWidth disabled={left > 0}>
          {left > 0 ? AUTH_TEXTS.resendIn(left) : AUTH_TEXTS.resend}
        </SubmitButton>
      </QuizForm>
      <Button variant="ghost" fullWidth onClick={onChangePhone}>
        {AUTH_TEXTS.changePhone}
      </Button>
    </div>
  );
}

// ---------------------------------------------------------------- USERNAME

function NameStep({ onSaved }: { onSaved: () => Promise<void> }) {
  return (
    <Form<{ first_name: string }>
      validate={({ first_name }) => {
        const error = nameError(first_name);
        return error ? { first_name: error } : {};
      }}
      onSubmit={async ({ first_name }) => {
        try {
          await saveFirstName(first_name.trim());
        } catch (error) {
          const lines = phoneErrorLines(error);
          toastError(lines.length ? lines.join('\n') : AUTH_TEXTS.authFailed);
          return;
        }
        await onSaved();
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Field<string> name="first_name">
            {({ input, meta }) => (
              <TextField
                label={AUTH_TEXTS.nameLabel}
                hint={AUTH_TEXTS.nameHint}
                name={input.name}
                value={input.value ?? ''}
                onChange={input.onChange}
                onBlur={input.onBlur}
                maxLength={NAME_MAX}
                limitHint
                autoComplete="given-name"
                autoFocus
                error={meta.touched && meta.error ? String(meta.error) : undefined}
              />
            )}
          </Field>
          <Button type="submit" fullWidth loading={submitting}>
            {AUTH_TEXTS.save}
          </Button>
        </form>
      )}
    />
  );
}
