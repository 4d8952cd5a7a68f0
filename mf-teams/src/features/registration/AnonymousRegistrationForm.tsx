/**
 * SPEC §2 "Unauthorized registration form" / §4 "Registration form": name (max 18), phone (mask, max
 * 18), team title, participant count (min 1, default 1, max the place limit), a new team or joining
 * an existing one; loading while submitting; each submit sends the `log` call; success opens the code
 * step with the channel; a code longer than 3 characters is checked automatically, then the token is
 * stored, the user loaded and the browser goes to the team registration with set_check=true.
 * «Команда с таким названием уже существует!» comes with a login prompt; other failures show an alert
 * with a title, a description and a close control.
 */
import { callApi, formatApiError } from '@quiz/api';
import { emit } from '@quiz/bus';
import { useSession } from '@quiz/bus/react';
import type { Event, RegistrationFormResponse } from '@quiz/contract';
import {
  DEFAULT_PARTICIPANT_COUNT,
  LOGIN_CODE_LENGTH,
  maxPlayersInTeam,
  NAME_MAX,
  normalizePhone,
  SEND_BY_LABELS,
  TEAM_TEXTS,
} from '@quiz/domain';
import { isCompletePhone } from '@quiz/domain/phone';
import { href } from '@quiz/routes';
import { AppLink, Button, Counter, colors, ErrorAlert, space, TextField } from '@quiz/ui';
import { PhoneInput } from '@quiz/ui/phone-input';
import { useState } from 'react';
import { apiErrorStatus, errorDetail, fieldError, go } from '../../shared/bus';
import { logInWithToken } from './session';

export const ANON_TEXTS = {
  name: 'Ваше имя',
  phone: 'Телефон',
  team: 'Название команды',
  count: 'Количество участников',
  newTeam: 'Новая команда',
  joinTeam: 'Присоединиться к существующей',
  submit: 'Зарегистрироваться',
  codeSent: (channel: string) =>
    `Мы отправили код для входа: ${channel}. Введите его, чтобы закончить регистрацию.`,
  code: 'Код',
  failureTitle: 'Не получилось зарегистрироваться',
  login: 'Войти',
  haveAccount: 'Уже играли с нами?',
  loginToPickTeam: 'Войдите, чтобы выбрать свою команду',
  already: 'Вы уже зарегистрированы на эту игру.',
  required: 'Заполните все поля, пожалуйста.',
  wrongCode: 'Неправильный код!',
} as const;

export function AnonymousRegistrationForm({ event }: { event: Event }) {
  const session = useSession();
  const max = maxPlayersInTeam(event.place);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [team, setTeam] = useState('');
  const [count, setCount] = useState(DEFAULT_PARTICIPANT_COUNT);
  const [join, setJoin] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [taken, setTaken] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<RegistrationFormResponse | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  if (session.token && !sent) {
    return event.isRegistered ? <p css={{ margin: 0, fontWeight: 600 }}>{ANON_TEXTS.already}</p> : null;
  }

  async function submit() {
    setTaken(false);
    setFailure(null);
    const next: Record<string, string> = {};
    if (name.trim().length < 2) next.name = TEAM_TEXTS.nameTooShort;
    if (!isCompletePhone(phone)) next.phone = TEAM_TEXTS.invalidPhone;
    if (!team.trim()) next.team = ANON_TEXTS.required;
    setErrors(next);
    if (Object.keys(next).length) return;
    const form = {
      phone: normalizePhone(phone),
      name: name.trim(),
      participant_count: count,
      team_title: team.trim(),
    };
    void callApi('log', {
      body: {
        from: typeof window === 'undefined' ? '' : window.location.href,
        logs: { event: event.id, phone_input_value: phone, form_data: { event: event.id, ...form } },
      },
    }).catch(() => undefined);
    setBusy(true);
    try {
      setSent(
        await callApi('eventRegistrationForm', {
          params: { id: event.id },
          body: { ...form, join_existing: join },
        }),
      );
    } catch (e) {
      if (apiErrorStatus(e) === 409 && errorDetail(e) === TEAM_TEXTS.titleTaken) setTaken(true);
      else if (fieldError(e, 'team_title')) setErrors({ team: fieldError(e, 'team_title') ?? '' });
      else if (fieldError(e, 'phone')) setErrors({ phone: fieldError(e, 'phone') ?? '' });
      else setFailure(formatApiError(e));
    } finally {
      setBusy(false);
    }
  }

  async function check(value: string) {
    setCode(value);
    setCodeError(null);
    if (value.length <= LOGIN_CODE_LENGTH - 1 || !sent) return;
    try {
      const { token } = await callApi('validateCode', {
        body: { phone: normalizePhone(phone), code: value },
      });
      await logInWithToken(token);
      go(`${href('regTeamOnEvent', { eventId: event.id, teamId: sent.event_team.team.id })}?set_check=true`);
    } catch (e) {
      setCodeError(/invalid/i.test(errorDetail(e) ?? '') ? ANON_TEXTS.wrongCode : formatApiError(e));
    }
  }

  if (sent) {
    return (
      <div css={{ display: 'grid', gap: space(3), maxWidth: 420 }}>
        <p css={{ margin: 0 }}>{ANON_TEXTS.codeSent(SEND_BY_LABELS[sent.send_auth_code.send_by])}</p>
        <TextField
          label={ANON_TEXTS.code}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LOGIN_CODE_LENGTH}
          onChange={(e) => void check(e.target.value.replace(/\D/g, ''))}
          error={codeError ?? undefined}
        />
      </div>
    );
  }

  const from = typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
  return (
    <form
      noValidate
      aria-label="Регистрация без входа"
      css={{ display: 'grid', gap: space(3), maxWidth: 420 }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p css={{ margin: 0 }}>
        {ANON_TEXTS.haveAccount}{' '}
        <AppLink href={`${href('login')}?from=${encodeURIComponent(from)}`}>
          {ANON_TEXTS.loginToPickTeam}
        </AppLink>
      </p>
      <TextField
        label={ANON_TEXTS.name}
        value={name}
        maxLength={NAME_MAX}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <PhoneInput label={ANON_TEXTS.phone} value={phone} onChange={setPhone} error={errors.phone} />
      <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'flex', gap: space(4), flexWrap: 'wrap' }}>
        <legend css={{ position: 'absolute', left: -9999 }}>Команда</legend>
        <label css={{ display: 'flex', gap: space(2), alignItems: 'center' }}>
          <input type="radio" name="team-kind" checked={!join} onChange={() => setJoin(false)} />
          {ANON_TEXTS.newTeam}
        </label>
        <label css={{ display: 'flex', gap: space(2), alignItems: 'center' }}>
          <input type="radio" name="team-kind" checked={join} onChange={() => setJoin(true)} />
          {ANON_TEXTS.joinTeam}
        </label>
      </fieldset>
      <TextField
        label={ANON_TEXTS.team}
        value={team}
        maxLength={60}
        onChange={(e) => setTeam(e.target.value)}
        error={errors.team}
      />
      <div css={{ display: 'flex', gap: space(3), alignItems: 'center' }}>
        <span>{ANON_TEXTS.count}</span>
        <Counter label={ANON_TEXTS.count} value={count} min={1} max={max} onChange={setCount} />
      </div>
      {taken ? (
        <div role="alert" css={{ display: 'grid', gap: space(2), color: colors.danger }}>
          <span>{TEAM_TEXTS.titleTaken}</span>
          <Button
            type="button"
            variant="secondary"
            onClick={() => emit({ type: 'nav.go', to: `${href('login')}?from=${encodeURIComponent(from)}` })}
          >
            {ANON_TEXTS.login}
          </Button>
        </div>
      ) : null}
      {failure ? (
        <ErrorAlert title={ANON_TEXTS.failureTitle} description={failure} onClose={() => setFailure(null)} />
      ) : null}
      <Button type="submit" variant="accent" loading={busy}>
        {ANON_TEXTS.submit}
      </Button>
    </form>
  );
}
