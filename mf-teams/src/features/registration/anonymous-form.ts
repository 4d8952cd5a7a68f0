/**
 * The anonymous form's values, checks (SPEC §5 "Registration form", with the rules of @quiz/domain)
 * and body. Joining an existing team takes its invite link: a title alone never joins a team.
 */
import type { RegistrationFormBody } from '@quiz/contract';
import {
  DEFAULT_PARTICIPANT_COUNT,
  inviteSlugFrom,
  isValidPlayerName,
  normalizePhone,
  TEAM_TEXTS,
} from '@quiz/domain';
import { isCompletePhone } from '@quiz/domain/phone';

export const ANON_TEXTS = {
  name: 'Ваше имя',
  phone: 'Телефон',
  team: 'Название команды',
  invite: 'Ссылка-приглашение в команду',
  inviteHint: 'Её присылает капитан: «Добавить игрока» → ссылка на команду.',
  count: 'Количество участников',
  newTeam: 'Новая команда',
  joinTeam: 'Присоединиться к существующей',
  submit: 'Зарегистрироваться',
  codeSent: (channel: string) => `Мы отправили код для входа: ${channel}.`,
  codeAlreadySent: (channel: string) =>
    `Код для входа уже отправлен (${channel}): введите его. Новый можно будет запросить чуть позже.`,
  notYet:
    'Команда ещё не зарегистрирована. Регистрация закончится, когда вы введёте код: так мы знаем, что телефон ваш.',
  code: 'Код',
  failureTitle: 'Не получилось зарегистрироваться',
  loggedInAnyway: 'Вы вошли в аккаунт, но записать команду на игру не получилось.',
  again: 'Заполнить форму заново',
  login: 'Войти',
  haveAccount: 'Уже играли с нами?',
  loginToPickTeam: 'Войдите, чтобы выбрать свою команду',
  already: 'Вы уже зарегистрированы на эту игру.',
  required: 'Заполните все поля, пожалуйста.',
  wrongCode: 'Неправильный код!',
} as const;

export interface AnonymousValues {
  name: string;
  phone: string;
  kind: 'new' | 'join';
  team_title: string;
  team_invite: string;
  participant_count: number;
}

export const INITIAL_VALUES: AnonymousValues = {
  name: '',
  phone: '',
  kind: 'new',
  team_title: '',
  team_invite: '',
  participant_count: DEFAULT_PARTICIPANT_COUNT,
};

/** Field errors in SPEC's words; empty when the form may be sent. */
export function validateAnonymous(values: AnonymousValues): Partial<Record<keyof AnonymousValues, string>> {
  const errors: Partial<Record<keyof AnonymousValues, string>> = {};
  if (!isValidPlayerName(values.name ?? '')) errors.name = TEAM_TEXTS.nameTooShort;
  if (!isCompletePhone(values.phone ?? '')) errors.phone = TEAM_TEXTS.invalidPhone;
  if (values.kind === 'join') {
    if (!inviteSlugFrom(values.team_invite ?? '')) errors.team_invite = TEAM_TEXTS.joinNeedsInvite;
  } else if (!(values.team_title ?? '').trim()) {
    errors.team_title = ANON_TEXTS.required;
  }
  return errors;
}

/** The call's body: a new team with its guests, or the invite, alone. */
export function toAnonymousBody(values: AnonymousValues): RegistrationFormBody {
  const person = { phone: normalizePhone(values.phone), name: values.name.trim() };
  return values.kind === 'join'
    ? { ...person, participant_count: 1, team_invite: values.team_invite.trim(), join_existing: true }
    : {
        ...person,
        participant_count: values.participant_count,
        team_title: values.team_title.trim(),
        join_existing: false,
      };
}
