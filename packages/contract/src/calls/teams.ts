/**
 * Calls of SPEC §7 owned by mf-teams: registering a team for a game (logged in, anonymous, in the
 * united team), lineups (`event_team`) and their players (`event_player`), teams, invites and the
 * user's teams and games.
 *
 * Design where SPEC says "not shown" (documented in mf-teams/README.md):
 * - POST event_team/ registers a team while registration is open: the lineup is `registered` while
 *   the venue has free team places, else `reserve` (the reserve list, in order of registration).
 *   Another lineup of the same team only when its lineups there are full (SPEC §8 overflow), so one
 *   captain cannot hold a game's places with empty lineups. Deleting a registered lineup promotes the
 *   first reserve lineup in the same transaction.
 * - A player is in at most one lineup per game; the participants of a lineup (players + guests) never
 *   exceed the place's max_players_in_team (10 by default): 400 with the SPEC §8 overflow text.
 * - POST team/ answers 409 {info, team_id} only for a title that belongs to a team without a captain
 *   and without members (PATCH team/{id}/ {captain: me} then claims it); a captainless team with
 *   members is claimed only by one of them; a united team has no captain ever.
 * - POST team/{id}/new_player/ adds a player by phone (members), or the caller himself when he sends
 *   the team's secret slug (the invite page). A non-member sees no player's phone.
 * - The anonymous form is kept pending until the code of its phone is confirmed
 *   (event_registration_form/{id}/confirm/); joining a team there needs its invite link.
 */

import {
  DEFAULT_PARTICIPANT_COUNT,
  ID_MAX,
  NAME_MAX,
  NAME_MIN,
  NAME_TOO_LONG_TEXT,
  NAME_TOO_SHORT_TEXT,
  PARTICIPANT_COUNT_MAX,
  PARTICIPANT_COUNT_MIN,
  TEAM_TEXTS,
  TEAM_TITLE_MAX,
} from '@quiz/domain';
import { z } from 'zod';
import { defineCalls } from '../define-call';
import { teamsEndpoints } from '../endpoints/teams';
import { Event, EventPlayer, Team, TeamBrief } from '../entities';
import { Challenge, Id, IsoDateTime, NameText, nonEmptyPatch, SendBy } from '../primitives';
import { EventIdParams, IdParam } from './events';

/** An id in a JSON body; a numeric string is accepted too (form values), never above ID_MAX. */
const BodyId = (what: string) =>
  z.coerce
    .number({ error: `Укажите ${what}.` })
    .int(`Укажите ${what}.`)
    .positive(`Укажите ${what}.`)
    .max(ID_MAX, `Укажите ${what}.`);

export const IdParams = z.object({ id: IdParam });
export const EventTeamParams = z.object({ id: IdParam, teamId: IdParam });
export const TeamUserParams = z.object({ teamId: IdParam, userId: IdParam });
export const SlugParams = z.object({
  slug: z.string().trim().min(1, 'Некорректная ссылка.').max(64, 'Некорректная ссылка.'),
});

export const EventTeamStatus = z.enum(['registered', 'reserve']);
export type EventTeamStatus = z.infer<typeof EventTeamStatus>;

const TeamTitle = NameText('Укажите название команды.')
  .min(1, 'Укажите название команды.')
  .max(TEAM_TITLE_MAX, `Название команды — не длиннее ${TEAM_TITLE_MAX} символов.`);
const PlayerName = NameText(NAME_TOO_SHORT_TEXT)
  .min(NAME_MIN, NAME_TOO_SHORT_TEXT)
  .max(NAME_MAX, NAME_TOO_LONG_TEXT);
const Phone = z
  .string({ error: 'Некорректный номер телефона!' })
  .trim()
  .min(1, 'Некорректный номер телефона!')
  .max(32, 'Некорректный номер телефона!');
const ParticipantCount = z.coerce
  .number({ error: 'Укажите число участников.' })
  .int('Укажите число участников.')
  .min(PARTICIPANT_COUNT_MIN, 'Участников — не меньше одного.')
  .max(PARTICIPANT_COUNT_MAX, 'Слишком много участников.');

/** A lineup of a team on a game, with its place on the list. */
export const Lineup = z.object({
  id: Id,
  event: Id,
  team: TeamBrief,
  title: z.string(),
  event_players: z.array(EventPlayer),
  status: EventTeamStatus,
  /** 1-based place in the reserve list; null when registered */
  reserve_position: z.number().int().positive().nullable(),
  /** players plus their guests */
  participants: z.number().int().nonnegative(),
});
export type Lineup = z.infer<typeof Lineup>;

/** The teams of a game: registered and reserve lineups and the free team places. */
export const EventTeamsResponse = z.object({
  /** team places of the venue; null when unlimited */
  capacity: z.number().int().positive().nullable(),
  free_places: z.number().int().nonnegative().nullable(),
  /** participants allowed in one lineup at this place (SPEC §5, default 10) */
  max_players: z.number().int().positive(),
  registered: z.array(z.object({ id: Id, title: z.string(), participants: z.number().int() })),
  reserve: z.array(z.object({ id: Id, title: z.string(), position: z.number().int().positive() })),
});
export type EventTeamsResponse = z.infer<typeof EventTeamsResponse>;

/** A team member with the event flags of SPEC §3 (inGame, participantCount, eventPlayerId, playAnAnotherTeam). */
export const RosterPlayer = z.object({
  id: Id,
  first_name: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  inGame: z.boolean(),
  participantCount: z.number().int(),
  eventPlayerId: Id.nullable(),
  /** the lineup he plays in (one of this team's), null when not in the game */
  eventTeamId: Id.nullable(),
  playAnAnotherTeam: z.boolean(),
});
export type RosterPlayer = z.infer<typeof RosterPlayer>;

/** GET /event/{id}/team/{teamId}/: everything the event-team panel and the registration page show. */
export const EventTeamPageResponse = z.object({
  event: Event,
  team: Team,
  players: z.array(RosterPlayer),
  lineups: z.array(Lineup),
  max_players: z.number().int().positive(),
  capacity: z.number().int().positive().nullable(),
  free_places: z.number().int().nonnegative().nullable(),
  is_captain: z.boolean(),
  is_member: z.boolean(),
});
export type EventTeamPageResponse = z.infer<typeof EventTeamPageResponse>;

export const RegisterOnUnitedResponse = z.object({ event_team: Lineup });

/**
 * The anonymous form. A new team (`team_title`), or joining an existing one only with its invite
 * (`team_invite`: the invite link or its slug), alone: never by a title, never with guests.
 * Nothing is created before the code: the server keeps the form as a pending registration.
 */
export const RegistrationFormBody = z
  .object({
    phone: Phone,
    name: PlayerName,
    participant_count: ParticipantCount.default(DEFAULT_PARTICIPANT_COUNT),
    team_title: TeamTitle.optional(),
    /** the invite link (…/reg_on_team/<slug>) or the slug, to join that team */
    team_invite: z.string().max(300, TEAM_TEXTS.inviteNotFound).optional(),
    /** true: join the team of the invite; false/absent: create a new team */
    join_existing: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.join_existing) {
      if (!body.team_invite?.trim())
        ctx.addIssue({ code: 'custom', path: ['team_invite'], message: TEAM_TEXTS.joinNeedsInvite });
      if (body.participant_count > 1)
        ctx.addIssue({ code: 'custom', path: ['participant_count'], message: TEAM_TEXTS.joinWithoutGuests });
    } else if (!body.team_title) {
      ctx.addIssue({ code: 'custom', path: ['team_title'], message: 'Укажите название команды.' });
    }
  });
export type RegistrationFormBody = z.infer<typeof RegistrationFormBody>;
/**
 * The form is kept until the code of its phone is confirmed (…/confirm/); nothing is registered yet.
 * Every submit is a pending version of its own, bound to the challenge it answers: a resubmit of the
 * same phone (by anyone) never changes another version, and the confirmation applies the version of
 * the challenge it names.
 */
export const RegistrationFormResponse = z.object({
  /** sent: false when no new message went out (the number's budget is spent): the latest code is valid */
  send_auth_code: z.object({ sent: z.boolean(), send_by: SendBy }),
  status: z.literal('pending'),
  /** the pending registration lapses with the code */
  expires_at: IsoDateTime,
  /** the challenge of this version: the client keeps it and sends it with the code to …/confirm/ */
  challenge: Challenge,
  /** what this version registers, for the code step: the team (new, or the invite's) and participants */
  pending: z.object({
    team_title: z.string(),
    participant_count: z.number().int().positive(),
    join_existing: z.boolean(),
  }),
});
export type RegistrationFormResponse = z.infer<typeof RegistrationFormResponse>;
export const RegistrationConfirmBody = z.object({
  phone: Phone,
  code: z
    .string({ error: 'Неправильный код!' })
    .trim()
    .min(1, 'Неправильный код!')
    .max(8, 'Неправильный код!'),
  /** the challenge the form's submit answered: the version it names is the one applied */
  challenge: Challenge,
});
export type RegistrationConfirmBody = z.infer<typeof RegistrationConfirmBody>;
/**
 * The code proved the phone: the user is logged in (`token`) and the form applied under the normal
 * rules; `event_team` is null with `detail` saying why when it could not be (title taken meanwhile,
 * registration closed, already in another team, the lineup full).
 */
export const RegistrationConfirmResponse = z.object({
  token: z.string(),
  first_name: z.string(),
  event_team: z.object({ id: Id, team: z.object({ id: Id }), status: EventTeamStatus }).nullable(),
  detail: z.string().nullable(),
});
export type RegistrationConfirmResponse = z.infer<typeof RegistrationConfirmResponse>;

export const CreateEventTeamBody = z.object({
  event: BodyId('игру'),
  team: BodyId('команду'),
});
export type CreateEventTeamBody = z.infer<typeof CreateEventTeamBody>;
export const UpdateEventTeamBody = z.object({ title: TeamTitle });
export const PatchEventTeamBody = nonEmptyPatch(z.object({ title: TeamTitle.optional() }));

export const CreateEventPlayerBody = z.object({
  user: BodyId('игрока'),
  event_team: BodyId('состав'),
  participant_count: ParticipantCount.optional(),
});
export type CreateEventPlayerBody = z.infer<typeof CreateEventPlayerBody>;
export const UpdateEventPlayerBody = z.object({
  user: BodyId('игрока'),
  event_team: BodyId('состав'),
  participant_count: ParticipantCount,
});
export type UpdateEventPlayerBody = z.infer<typeof UpdateEventPlayerBody>;

export const CreateTeamBody = z.object({ title: TeamTitle });
export const TeamConflict = z.object({ info: z.string(), team_id: Id });
export type TeamConflict = z.infer<typeof TeamConflict>;
export const PatchTeamBody = nonEmptyPatch(
  z.object({
    title: TeamTitle.optional(),
    captain: BodyId('капитана').optional(),
    city: BodyId('город').nullable().optional(),
  }),
  TEAM_TEXTS.nothingToChange,
);
export type PatchTeamBody = z.infer<typeof PatchTeamBody>;

export const NewPlayerBody = z.object({
  name: PlayerName,
  phone: Phone,
  /** the team's secret slug: lets a non-member add himself (the invite page) */
  slug: z.string().max(64).optional(),
});
export type NewPlayerBody = z.infer<typeof NewPlayerBody>;
export const NewPlayerResponse = z.object({
  /** 'not exists': the number is not in WhatsApp (SPEC §5) */
  result: z.enum(['ok', 'not exists']),
  team: Team,
});
export type NewPlayerResponse = z.infer<typeof NewPlayerResponse>;

export const WhatsappChatResponse = z.object({ url: z.string() });

export const UserGame = z.object({ event: Event, event_team: Lineup });
export type UserGame = z.infer<typeof UserGame>;
export const UserEventsResponse = z.object({ upcoming: z.array(UserGame), past: z.array(UserGame) });
export type UserEventsResponse = z.infer<typeof UserEventsResponse>;

export const DevMessagesQuery = z.object({ phone: Phone });
export const DevMessagesResponse = z.array(
  z.object({ phone: z.string(), text: z.string(), send_by: z.string(), created_at: IsoDateTime }),
);

export const teamsCalls = defineCalls('teams', teamsEndpoints, {
  registerOnUnitedTeam: {
    summary: 'Играть в сборной: записаться в сборную команду игры',
    params: EventIdParams,
    response: RegisterOnUnitedResponse,
    status: 201,
  },
  eventTeamPage: {
    summary: 'Команда на игре: игра, команда, игроки с отметками, составы и свободные места',
    params: EventTeamParams,
    response: EventTeamPageResponse,
  },
  eventTeams: {
    summary: 'Команды игры: зарегистрированные, резерв и свободные места',
    params: EventIdParams,
    response: EventTeamsResponse,
  },
  eventRegistrationForm: {
    summary:
      'Регистрация без входа: имя, телефон, команда (новая или по ссылке-приглашению), участники; ждёт кода, отправляет его',
    params: EventIdParams,
    body: RegistrationFormBody,
    response: RegistrationFormResponse,
    status: 201,
    errors: { 409: z.object({ detail: z.string() }) },
  },
  confirmRegistrationForm: {
    summary: 'Регистрация без входа: код из сообщения подтверждает телефон, вход и запись на игру',
    params: EventIdParams,
    body: RegistrationConfirmBody,
    response: RegistrationConfirmResponse,
  },
  createEventTeam: {
    summary: 'Зарегистрировать команду на игру (или добавить состав); при нехватке мест — в резерв',
    body: CreateEventTeamBody,
    response: Lineup,
    status: 201,
  },
  eventTeam: { summary: 'Состав команды на игре', params: IdParams, response: Lineup },
  updateEventTeam: {
    summary: 'Переименовать состав (капитан)',
    params: IdParams,
    body: UpdateEventTeamBody,
    response: Lineup,
  },
  patchEventTeam: {
    summary: 'Изменить состав (капитан)',
    params: IdParams,
    body: PatchEventTeamBody,
    response: Lineup,
  },
  deleteEventTeam: {
    summary: 'Снять состав с игры (капитан); первый из резерва переходит в основной список',
    params: IdParams,
    response: null,
  },
  createEventPlayer: {
    summary: 'Отметить игрока «в игре» (себя или, для капитана, игрока команды)',
    body: CreateEventPlayerBody,
    response: EventPlayer,
    status: 201,
    errors: { 409: z.object({ detail: z.string() }) },
  },
  updateEventPlayer: {
    summary: 'Изменить число участников (гостей) игрока',
    params: IdParams,
    body: UpdateEventPlayerBody,
    response: EventPlayer,
  },
  deleteEventPlayer: {
    summary: 'Снять отметку «в игре»',
    params: IdParams,
    response: null,
  },
  removeTeamUser: {
    summary: 'Убрать игрока из команды (капитан) или покинуть команду (сам игрок)',
    params: TeamUserParams,
    response: null,
  },
  createTeam: {
    summary: 'Создать команду; 409 {info, team_id}, если команда с таким названием осталась без капитана',
    body: CreateTeamBody,
    response: Team,
    status: 201,
    errors: { 409: TeamConflict },
  },
  patchTeam: {
    summary:
      'Изменить команду: название, город, капитан (передать капитанство или стать капитаном команды без капитана)',
    params: IdParams,
    body: PatchTeamBody,
    response: Team,
  },
  addTeamPlayer: {
    summary: 'Добавить игрока по телефону или вступить по ссылке-приглашению',
    params: IdParams,
    body: NewPlayerBody,
    response: NewPlayerResponse,
  },
  teamBySlug: { summary: 'Команда по секретной ссылке', params: SlugParams, response: Team },
  teamWhatsappChat: {
    summary: 'Ссылка на чат команды в WhatsApp',
    params: IdParams,
    response: WhatsappChatResponse,
  },
  userTeams: { summary: 'Мои команды', response: z.array(Team) },
  userEvents: { summary: 'Мои игры: предстоящие и прошедшие, с составом', response: UserEventsResponse },
  devMessages: {
    summary: 'Сообщения канала other для телефона (только не в production)',
    query: DevMessagesQuery,
    response: DevMessagesResponse,
  },
});
