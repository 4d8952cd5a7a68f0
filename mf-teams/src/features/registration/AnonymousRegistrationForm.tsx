/**
 * SPEC §2 "Unauthorized registration form" / §4 "Registration form": name (max 18), phone (mask, max
 * 18), a new team (title, participant count: min 1, default 1, max the place limit) or joining an
 * existing one by its invite link (alone: guests are the captain's) — ./AnonymousFields; loading while
 * submitting; each submit sends the `log` call. The server keeps the form pending and sends a code: the
 * code step (./RegistrationCodeStep) says the team is not registered until the code is entered.
 * «Команда с таким названием уже существует!» comes with a login prompt; other failures show an alert
 * with a title, a description and a close control (./AnonymousFailure).
 */
import { submissionErrors } from '@quiz/api';
import { useSession } from '@quiz/bus/react';
import type { Event, RegistrationFormResponse } from '@quiz/contract';
import { maxPlayersInTeam, TEAM_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import { AppLink, QuizForm, SubmitButton, space } from '@quiz/ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { apiErrorStatus, errorDetail } from '../../shared/bus';
import { AnonymousFailure, TITLE_TAKEN } from './AnonymousFailure';
import { AnonymousFields } from './AnonymousFields';
import {
  ANON_SERVER_FIELDS,
  ANON_TEXTS,
  type AnonymousValues,
  INITIAL_VALUES,
  toAnonymousBody,
} from './anonymous-form';
import { logRegistrationAttempt, sendRegistrationForm } from './api/registration-form';
import { RegistrationCodeStep } from './RegistrationCodeStep';

type Pending = { phone: string; sent: RegistrationFormResponse };

export function AnonymousRegistrationForm({ event }: { event: Event }) {
  const session = useSession();
  const [pending, setPending] = useState<Pending | null>(null);

  if (pending) {
    return (
      <RegistrationCodeStep
        eventId={event.id}
        phone={pending.phone}
        sent={pending.sent}
        onAgain={() => setPending(null)}
      />
    );
  }
  if (session.token) {
    return event.isRegistered ? <p css={{ margin: 0, fontWeight: 600 }}>{ANON_TEXTS.already}</p> : null;
  }

  async function submit(values: AnonymousValues) {
    const body = toAnonymousBody(values);
    logRegistrationAttempt(event.id, values.phone, body);
    try {
      setPending({ phone: body.phone, sent: await sendRegistrationForm(event.id, body) });
      return undefined;
    } catch (e) {
      if (apiErrorStatus(e) === 409 && errorDetail(e) === TEAM_TEXTS.titleTaken) {
        return { [FORM_ERROR]: TITLE_TAKEN };
      }
      return submissionErrors(e, ANON_SERVER_FIELDS);
    }
  }

  const from = typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
  const toLogin = `${href('login')}?from=${encodeURIComponent(from)}`;
  return (
    <QuizForm<AnonymousValues>
      aria-label="Регистрация без входа"
      initialValues={INITIAL_VALUES}
      css={{ display: 'grid', gap: space(3), maxWidth: 420 }}
      onSubmit={submit}
    >
      <p css={{ margin: 0 }}>
        {ANON_TEXTS.haveAccount} <AppLink href={toLogin}>{ANON_TEXTS.loginToPickTeam}</AppLink>
      </p>
      <AnonymousFields maxPlayers={maxPlayersInTeam(event.place)} />
      <AnonymousFailure loginHref={toLogin} />
      <SubmitButton variant="accent">{ANON_TEXTS.submit}</SubmitButton>
    </QuizForm>
  );
}
