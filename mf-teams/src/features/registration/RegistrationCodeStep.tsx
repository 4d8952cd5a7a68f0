/**
 * The anonymous form's code step (SPEC §2 "final modal", §4): the team is not registered yet and the
 * step says so, with the team and participants this submit registers; a code of 4 digits submits the
 * form, whose confirm call (with the submit's challenge, kept in this component's memory only) logs in
 * and applies exactly that version; then the token is stored, the user loaded and the browser goes to
 * the team registration with set_check=true. A registration the rules refuse at that moment (title
 * taken meanwhile, already in another team, closed) is said, logged in all the same; a lapsed form is
 * filled again.
 */
import { formatApiError } from '@quiz/api';
import type { RegistrationFormResponse } from '@quiz/contract';
import { SEND_BY_LABELS, TEAM_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import { Button, ErrorAlert, QuizForm, space } from '@quiz/ui';
import { useState } from 'react';
import { errorDetail, go } from '../../shared/bus';
import { FormCodeField } from '../../shared/CodeField';
import { ANON_TEXTS } from './anonymous-form';
import { confirmRegistrationForm } from './api/registration-form';
import { logInWithToken } from './session';

export interface RegistrationCodeStepProps {
  eventId: number;
  phone: string;
  sent: RegistrationFormResponse;
  /** back to the form (the pending registration lapsed) */
  onAgain: () => void;
}

export function RegistrationCodeStep({ eventId, phone, sent, onAgain }: RegistrationCodeStepProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const [lapsed, setLapsed] = useState(false);
  const channel = SEND_BY_LABELS[sent.send_auth_code.send_by];

  async function confirm({ code = '' }: { code?: string }) {
    try {
      const done = await confirmRegistrationForm(eventId, phone, code, sent.challenge);
      await logInWithToken(done.token);
      if (done.event_team)
        go(`${href('regTeamOnEvent', { eventId, teamId: done.event_team.team.id })}?set_check=true`);
      else setRefused(done.detail ?? TEAM_TEXTS.somethingWrong);
      return undefined;
    } catch (e) {
      const detail = errorDetail(e) ?? '';
      if (detail === TEAM_TEXTS.pendingMissing) setLapsed(true);
      return { code: /invalid/i.test(detail) ? ANON_TEXTS.wrongCode : formatApiError(e) };
    }
  }

  if (refused) {
    return (
      <ErrorAlert title={ANON_TEXTS.failureTitle} description={`${ANON_TEXTS.loggedInAnyway} ${refused}`} />
    );
  }
  return (
    <QuizForm<{ code?: string }> css={{ display: 'grid', gap: space(3), maxWidth: 420 }} onSubmit={confirm}>
      <p role="status" css={{ margin: 0 }}>
        {sent.send_auth_code.sent ? ANON_TEXTS.codeSent(channel) : ANON_TEXTS.codeAlreadySent(channel)}{' '}
        {ANON_TEXTS.notYet}
      </p>
      {/* a server older than pending versions does not say what it keeps */}
      {sent.pending ? <p css={{ margin: 0 }}>{ANON_TEXTS.pendingSummary(sent.pending)}</p> : null}
      <FormCodeField name="code" label={ANON_TEXTS.code} />
      {lapsed ? (
        <Button type="button" variant="secondary" onClick={onAgain}>
          {ANON_TEXTS.again}
        </Button>
      ) : null}
    </QuizForm>
  );
}
