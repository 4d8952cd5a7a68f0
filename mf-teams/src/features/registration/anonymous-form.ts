/**
 * The anonymous form's texts, values, field rules (SPEC §5 "Registration form", with the rules of
 * @quiz/domain) and body. Joining an existing team takes its invite link: a title alone never joins a team.
 */
import type { RegistrationFormBody, RegistrationFormResponse } from '@quiz/contract';
import {
  DEFAULT_PARTICIPANT_COUNT,
  inviteSlugFrom,
  nameError,
  normalizePhone,
  TEAM_TEXTS,
} from '@quiz/domain';
import { isCompletePhone } from '@quiz/domain/phone';
import { required, rule } from '@quiz/ui';

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
    `Код для входа уже отправлен (${channel}): введите последний пришедший код. Новый можно будет запросить чуть позже.`,
  /** what the code confirms: exactly what this submit sent */
  pendingSummary: ({ team_title, participant_count, join_existing }: RegistrationFormResponse['pending']) =>
    join_existing
      ? `Вы присоединитесь к команде «${team_title}».`
      : `Команда «${team_title}», участников: ${participant_count}.`,
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

/** The fields' rules (SPEC §5, the rules of @quiz/domain); a field left empty is an empty string. */
export const ANON_RULES = {
  name: nameError,
  phone: rule((value?: string) => isCompletePhone(value ?? ''), TEAM_TEXTS.invalidPhone),
  team_invite: rule((value?: string) => !!inviteSlugFrom(value ?? ''), TEAM_TEXTS.joinNeedsInvite),
  team_title: required(ANON_TEXTS.required),
};

/** The server's field names are the form's. */
export const ANON_SERVER_FIELDS = Object.fromEntries(
  (['phone', 'team_title', 'team_invite', 'participant_count', 'name'] as const).map((field) => [
    field,
    field,
  ]),
);

/** The call's body: a new team with its guests, or the invite, alone. */
export function toAnonymousBody(values: AnonymousValues): RegistrationFormBody {
  const person = { phone: normalizePhone(values.phone), name: (values.name ?? '').trim() };
  return values.kind === 'join'
    ? { ...person, participant_count: 1, team_invite: (values.team_invite ?? '').trim(), join_existing: true }
    : {
        ...person,
        participant_count: values.participant_count,
        team_title: (values.team_title ?? '').trim(),
        join_existing: false,
      };
}
