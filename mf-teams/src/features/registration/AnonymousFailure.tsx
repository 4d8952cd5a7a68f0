/**
 * The anonymous form's refusal: «Команда с таким названием уже существует!» with a login prompt, any
 * other failure an alert with a title, a description and a close control (hidden until the next submit).
 */
import { emit } from '@quiz/bus';
import { TEAM_TEXTS } from '@quiz/domain';
import { Button, colors, ErrorAlert, space } from '@quiz/ui';
import { useEffect, useState } from 'react';
import { useFormState } from 'react-final-form';
import { ANON_TEXTS } from './anonymous-form';

/** The form error that stands for the taken title (the login prompt instead of an alert). */
export const TITLE_TAKEN = 'taken';

export function AnonymousFailure({ loginHref }: { loginHref: string }) {
  const { submitError, submitting } = useFormState({ subscription: { submitError: true, submitting: true } });
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (submitting) setClosed(false);
  }, [submitting]);
  if (submitError === TITLE_TAKEN) {
    return (
      <div role="alert" css={{ display: 'grid', gap: space(2), color: colors.danger }}>
        <span>{TEAM_TEXTS.titleTaken}</span>
        <Button type="button" variant="secondary" onClick={() => emit({ type: 'nav.go', to: loginHref })}>
          {ANON_TEXTS.login}
        </Button>
      </div>
    );
  }
  if (typeof submitError !== 'string' || closed) return null;
  return (
    <ErrorAlert title={ANON_TEXTS.failureTitle} description={submitError} onClose={() => setClosed(true)} />
  );
}
