/**
 * SPEC §2 "Unauthorized registration form" / §4 "Registration form": name (max 18), phone (mask, max
 * 18), a new team (title, participant count: min 1, default 1, max the place limit) or joining an
 * existing one by its invite link (alone: guests are the captain's); loading while submitting; each
 * submit sends the `log` call. The server keeps the form pending and sends a code: the code step
 * (./RegistrationCodeStep) says the team is not registered until the code is entered.
 * «Команда с таким названием уже существует!» comes with a login prompt; other failures show an alert
 * with a title, a description and a close control.
 */
import { callApi, formatApiError } from '@quiz/api';
import { emit } from '@quiz/bus';
import { useSession } from '@quiz/bus/react';
import type { Event, RegistrationFormResponse } from '@quiz/contract';
import { maxPlayersInTeam, NAME_MAX, TEAM_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import { AppLink, Button, Counter, colors, ErrorAlert, space, TextField } from '@quiz/ui';
import { PhoneInput } from '@quiz/ui/phone-input';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { apiErrorStatus, errorDetail, fieldError } from '../../shared/bus';
import {
  ANON_TEXTS,
  type AnonymousValues,
  INITIAL_VALUES,
  toAnonymousBody,
  validateAnonymous,
} from './anonymous-form';
import { RegistrationCodeStep } from './RegistrationCodeStep';

export { ANON_TEXTS } from './anonymous-form';

const TAKEN = 'taken';
const SERVER_FIELDS = ['phone', 'team_title', 'team_invite', 'participant_count', 'name'] as const;

export function AnonymousRegistrationForm({ event }: { event: Event }) {
  const session = useSession();
  const max = maxPlayersInTeam(event.place);
  const [pending, setPending] = useState<{ phone: string; sent: RegistrationFormResponse } | null>(null);
  const [closed, setClosed] = useState(false);

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
    setClosed(false);
    const body = toAnonymousBody(values);
    void callApi('log', {
      body: {
        from: typeof window === 'undefined' ? '' : window.location.href,
        logs: { event: event.id, phone_input_value: values.phone, form_data: { event: event.id, ...body } },
      },
    }).catch(() => undefined);
    try {
      const sent = await callApi('eventRegistrationForm', { params: { id: event.id }, body });
      setPending({ phone: body.phone, sent });
      return undefined;
    } catch (e) {
      if (apiErrorStatus(e) === 409 && errorDetail(e) === TEAM_TEXTS.titleTaken)
        return { [FORM_ERROR]: TAKEN };
      const fields = Object.fromEntries(
        SERVER_FIELDS.flatMap((f) => {
          const message = fieldError(e, f);
          return message ? [[f, message]] : [];
        }),
      );
      return Object.keys(fields).length ? fields : { [FORM_ERROR]: formatApiError(e) };
    }
  }

  const from = typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
  const toLogin = `${href('login')}?from=${encodeURIComponent(from)}`;
  return (
    <Form<AnonymousValues>
      initialValues={INITIAL_VALUES}
      validate={validateAnonymous}
      onSubmit={submit}
      render={({ handleSubmit, submitting, submitError, values }) => (
        <form
          noValidate
          aria-label="Регистрация без входа"
          css={{ display: 'grid', gap: space(3), maxWidth: 420 }}
          onSubmit={handleSubmit}
        >
          <p css={{ margin: 0 }}>
            {ANON_TEXTS.haveAccount} <AppLink href={toLogin}>{ANON_TEXTS.loginToPickTeam}</AppLink>
          </p>
          <Field<string> name="name">
            {({ input, meta }) => (
              <TextField
                {...input}
                label={ANON_TEXTS.name}
                maxLength={NAME_MAX}
                error={meta.submitFailed ? (meta.error ?? meta.submitError) : undefined}
              />
            )}
          </Field>
          <Field<string> name="phone">
            {({ input, meta }) => (
              <PhoneInput
                name={input.name}
                label={ANON_TEXTS.phone}
                value={input.value ?? ''}
                onChange={(formatted) => input.onChange(formatted)}
                onBlur={input.onBlur}
                error={meta.submitFailed ? (meta.error ?? meta.submitError) : undefined}
              />
            )}
          </Field>
          <fieldset
            css={{ border: 0, margin: 0, padding: 0, display: 'flex', gap: space(4), flexWrap: 'wrap' }}
          >
            <legend css={{ position: 'absolute', left: -9999 }}>Команда</legend>
            {(['new', 'join'] as const).map((kind) => (
              <Field<string> key={kind} name="kind" type="radio" value={kind}>
                {({ input }) => (
                  <label css={{ display: 'flex', gap: space(2), alignItems: 'center' }}>
                    <input {...input} />
                    {kind === 'new' ? ANON_TEXTS.newTeam : ANON_TEXTS.joinTeam}
                  </label>
                )}
              </Field>
            ))}
          </fieldset>
          {values.kind === 'join' ? (
            <Field<string> name="team_invite">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  label={ANON_TEXTS.invite}
                  hint={ANON_TEXTS.inviteHint}
                  maxLength={300}
                  error={meta.submitFailed ? (meta.error ?? meta.submitError) : undefined}
                />
              )}
            </Field>
          ) : (
            <>
              <Field<string> name="team_title">
                {({ input, meta }) => (
                  <TextField
                    {...input}
                    label={ANON_TEXTS.team}
                    maxLength={60}
                    error={meta.submitFailed ? (meta.error ?? meta.submitError) : undefined}
                  />
                )}
              </Field>
              <div css={{ display: 'flex', gap: space(3), alignItems: 'center' }}>
                <span>{ANON_TEXTS.count}</span>
                <Field<number> name="participant_count">
                  {({ input }) => (
                    <Counter
                      label={ANON_TEXTS.count}
                      value={input.value}
                      min={1}
                      max={max}
                      onChange={input.onChange}
                    />
                  )}
                </Field>
              </div>
            </>
          )}
          {submitError === TAKEN ? (
            <div role="alert" css={{ display: 'grid', gap: space(2), color: colors.danger }}>
              <span>{TEAM_TEXTS.titleTaken}</span>
              <Button type="button" variant="secondary" onClick={() => emit({ type: 'nav.go', to: toLogin })}>
                {ANON_TEXTS.login}
              </Button>
            </div>
          ) : null}
          {submitError && submitError !== TAKEN && !closed ? (
            <ErrorAlert
              title={ANON_TEXTS.failureTitle}
              description={submitError}
              onClose={() => setClosed(true)}
            />
          ) : null}
          <Button type="submit" variant="accent" loading={submitting}>
            {ANON_TEXTS.submit}
          </Button>
        </form>
      )}
    />
  );
}
