/**
 * The anonymous form's code step (SPEC §2 "final modal", §4): the team is not registered yet and the
 * step says so; a code longer than 3 characters is checked automatically by the form's confirm call,
 * which logs in and applies the pending registration; then the token is stored, the user loaded and
 * the browser goes to the team registration with set_check=true. A registration the rules refuse at
 * that moment (title taken meanwhile, already in another team, closed) is said, logged in all the
 * same; a lapsed form is filled again.
 */
import { callApi, formatApiError } from '@quiz/api';
import type { RegistrationFormResponse } from '@quiz/contract';
import { LOGIN_CODE_LENGTH, normalizePhone, SEND_BY_LABELS, TEAM_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import { Button, ErrorAlert, space } from '@quiz/ui';
import { useState } from 'react';
import { errorDetail, go } from '../../shared/bus';
import { CodeField } from '../../shared/CodeField';
import { ANON_TEXTS } from './anonymous-form';
import { logInWithToken } from './session';

export interface RegistrationCodeStepProps {
  eventId: number;
  phone: string;
  sent: RegistrationFormResponse;
  /** back to the form (the pending registration lapsed) */
  onAgain: () => void;
}

export function RegistrationCodeStep({ eventId, phone, sent, onAgain }: RegistrationCodeStepProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [lapsed, setLapsed] = useState(false);
  const channel = SEND_BY_LABELS[sent.send_auth_code.send_by];

  async function check(value: string) {
    setCode(value);
    setCodeError(null);
    if (value.length <= LOGIN_CODE_LENGTH - 1) return;
    try {
      const done = await callApi('confirmRegistrationForm', {
        params: { id: eventId },
        body: { phone: normalizePhone(phone), code: value },
      });
      await logInWithToken(done.token);
      if (done.event_team)
        go(`${href('regTeamOnEvent', { eventId, teamId: done.event_team.team.id })}?set_check=true`);
      else setRefused(done.detail ?? TEAM_TEXTS.somethingWrong);
    } catch (e) {
      const detail = errorDetail(e) ?? '';
      if (detail === TEAM_TEXTS.pendingMissing) setLapsed(true);
      setCodeError(/invalid/i.test(detail) ? ANON_TEXTS.wrongCode : formatApiError(e));
    }
  }

  if (refused) {
    return (
      <ErrorAlert title={ANON_TEXTS.failureTitle} description={`${ANON_TEXTS.loggedInAnyway} ${refused}`} />
    );
  }
  return (
    <div css={{ display: 'grid', gap: space(3), maxWidth: 420 }}>
      <p role="status" css={{ margin: 0 }}>
        {sent.send_auth_code.sent ? ANON_TEXTS.codeSent(channel) : ANON_TEXTS.codeAlreadySent(channel)}{' '}
        {ANON_TEXTS.notYet}
      </p>
      <CodeField
        label={ANON_TEXTS.code}
        value={code}
        onCode={(digits) => void check(digits)}
        error={codeError}
      />
      {lapsed ? (
        <Button type="button" variant="secondary" onClick={onAgain}>
          {ANON_TEXTS.again}
        </Button>
      ) : null}
    </div>
  );
}
