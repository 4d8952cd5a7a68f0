/**
 * Team and registration rules of SPEC §4–§6 and §8, shared by the server (which enforces them) and
 * mf-teams (which shows them): roster limits, the reserve list, captain rights and the texts.
 */
import { DEFAULT_MAX_PLAYERS, NAME_TOO_SHORT_TEXT } from './constants';
import { EVENT_STATUS_TEXTS, isCancelled } from './event-status';

/**
 * The reserve list's words, by themselves because an event card shows them: importing TEAM_TEXTS
 * would put every text of the team screens on the home page's first load.
 */
export const RESERVE_TEXTS = {
  reserveOffer: 'Нет мест, но можно записаться в резерв',
  reserve: 'Резерв',
} as const;

/** Texts of SPEC §2/§8 used by the registration journey, to the letter. */
export const TEAM_TEXTS = {
  registrationTitle: 'Регистрация на игру',
  choosePlace: 'выберите место',
  noRegistration: 'Упс!',
  linkCopied: 'Ссылка скопирована в буфер.',
  clipboardMissing: 'упс...',
  confirmRemovePlayer: 'Уверены, что хотите убрать игрока из команды?',
  confirmRemoveLineup: 'Убрать дополнительный состав?',
  registrationClosed: 'Регистрация не доступна ...',
  titleTaken: 'Команда с таким названием уже существует!',
  phoneChanged: 'Номер успешно изменен :)',
  nameTooShort: NAME_TOO_SHORT_TEXT,
  invalidPhone: 'Некорректный номер телефона!',
  gamePassed: 'Игра уже прошла.',
  soon: 'Уже скоро!',
  preorderClosed: 'Организатор ещё не открыл предзаказ.',
  playUnited: 'Играть в сборной',
  back: 'Назад',
  ...RESERVE_TEXTS,
  notInWhatsApp: 'Этого номера нет в WhatsApp.',
  wrongCode: 'Неверный код!',
  somethingWrong: 'что-то пошло не так :(',
  captainCannotLeave: 'Капитан не может убрать себя из команды. Сначала передайте капитанство.',
  onlyCaptain: 'Это может сделать только капитан команды.',
  otherTeam: 'Вы уже играете в другой команде на этой игре.',
  playerOtherTeam: 'Игрок уже играет в другой команде на этой игре.',
  unitedHasNoCaptain: 'У сборной нет капитана: ею никто не управляет.',
  claimNeedsMembership: 'Стать капитаном команды без капитана может только её игрок.',
  lineupsNotFull: 'Новый состав можно добавить, когда в составах команды не останется мест.',
  nothingToChange: 'Нечего изменить: укажите название, город или капитана.',
  cityNotFound: 'Город не найден.',
  joinNeedsInvite: 'Присоединиться к команде можно только по ссылке-приглашению от её капитана.',
  inviteNotFound: 'Команда по этой ссылке не найдена.',
  joinWithoutGuests: 'В чужую команду вы записываетесь один: гостей добавляет её капитан.',
  pendingMissing: 'Заявка на регистрацию не найдена или устарела. Заполните форму ещё раз.',
  guestNoTeams:
    'Вход по ссылке команды открывает только предзаказ. Чтобы создать команду или добавить игрока, войдите по номеру телефона.',
} as const;

/** «Вы хотите играть в команде ...?» with the team title. */
export const wantToJoinText = (title: string): string => `Вы хотите играть в команде «${title}»?`;
/** The invite link opened again by a member: he is not asked to join what he is in. */
export const alreadyInTeamText = (title: string): string => `Вы уже в команде «${title}».`;
/** «Теперь вы в команде ...» with the team title. */
export const nowInTeamText = (title: string): string => `Теперь вы в команде «${title}»`;

/** SPEC §8 team size overflow: at most N participants in one team at the place; another lineup may be added. */
export function overflowText(max: number): string {
  return `Участников в одной команде на этой площадке может быть не больше ${max}. Можно добавить ещё один состав.`;
}

/** The 409 info of POST team/ for a title that belongs to a team without a captain. */
export const claimTeamInfo = (title: string): string =>
  `Команда «${title}» уже есть, но у неё нет капитана. Стать её капитаном?`;

/**
 * Who may become the captain of a team that has none: never anyone for a united team (it belongs to
 * the game, its players are strangers to each other); a member of the team; anyone only when the
 * team has no member left (the 409 offer of POST team/).
 */
export function canClaimCaptaincy(
  team: { captain: number | null; is_united: boolean; members: number },
  actorIsMember: boolean,
): boolean {
  if (team.captain !== null || team.is_united) return false;
  return actorIsMember || team.members === 0;
}

/**
 * SPEC §8 overflow: a team gets another lineup on a game only when every lineup it has there is
 * full (the participants of each, players plus guests, reach the place's limit).
 */
export function canAddLineup(participantsPerLineup: readonly number[], max: number): boolean {
  return participantsPerLineup.every((n) => !fitsRoster(n + 1, max));
}

/**
 * The invite slug in what a player pasted: the invite link (`…/reg_on_team/<slug>`) or the slug
 * itself; null when it is neither.
 */
export function inviteSlugFrom(text: string): string | null {
  const trimmed = text.trim();
  const inLink = /\/reg_on_team\/([A-Za-z0-9_-]{1,64})\/?(?:[?#].*)?$/.exec(trimmed);
  const slug = inLink ? inLink[1] : trimmed;
  return slug && /^[A-Za-z0-9_-]{1,64}$/.test(slug) ? slug : null;
}

/** The message a promoted reserve team's captain receives. */
export const promotedText = (team: string, game: string): string =>
  `Команда «${team}» переведена из резерва в основной список игры «${game}». До встречи на игре!`;

/**
 * Participants of one lineup: the sum of its players' participant_count (each counts himself plus the
 * guests he brings; the contract and the database keep it at least PARTICIPANT_COUNT_MIN). The server's
 * lineup view and its SQL sum count the same way.
 */
export function participantsOf(players: readonly { participant_count: number }[]): number {
  return players.reduce((sum, p) => sum + p.participant_count, 0);
}

/** A lineup may hold `next` participants at a place limited to `max` (SPEC §5, default 10). */
export function fitsRoster(next: number, max: number = DEFAULT_MAX_PLAYERS): boolean {
  return next <= max;
}

/**
 * How many teams (lineups) an event takes: the place's `max_teams` when set, else its number of
 * tables, else no limit (null).
 */
export function teamCapacity(place: { max_teams?: number | null; tables?: number }): number | null {
  if (typeof place.max_teams === 'number' && place.max_teams > 0) return place.max_teams;
  if (typeof place.tables === 'number' && place.tables > 0) return place.tables;
  return null;
}

export type EventTeamStatus = 'registered' | 'reserve';

/** A new lineup is registered while places are free, else it goes to the reserve list. */
export function statusForNewLineup(registered: number, capacity: number | null): EventTeamStatus {
  return capacity === null || registered < capacity ? 'registered' : 'reserve';
}

/** «Свободных мест для команд: N» (registration modal, event-team panel, event card and page). */
export const freePlacesText = (n: number): string => `Свободных мест для команд: ${n}`;

/** Free team places (null = no limit). */
export function freeTeamPlaces(registered: number, capacity: number | null): number | null {
  return capacity === null ? null : Math.max(0, capacity - registered);
}

/** SPEC §6: the captain is `team.captain === user.id` or the team id is in the user's captain list. */
export function isCaptain(
  team: { id: number; captain: number | null },
  user: { id: number; captain?: readonly number[] } | null | undefined,
): boolean {
  if (!user) return false;
  return team.captain === user.id || (user.captain ?? []).includes(team.id);
}

/** SPEC §5/§6: only the captain removes players, and never himself; anyone may leave (remove self). */
export function canRemovePlayer(actor: { id: number; isCaptain: boolean }, target: number): boolean {
  if (actor.id === target) return !actor.isCaptain;
  return actor.isCaptain;
}

/** SPEC §5: a member marks, moves or unmarks only himself in a lineup; the captain does it for anyone. */
export function canEditPlayer(actor: { id: number; isCaptain: boolean }, target: number): boolean {
  return actor.id === target || actor.isCaptain;
}

/** The title of a team's next lineup on a game: the team's own title, then «<title> (состав N)». */
export const lineupTitle = (team: string, existingLineups: number): string =>
  existingLineups > 0 ? `${team} (состав ${existingLineups + 1})` : team;

/** The game's united teams are «Сборная», «Сборная 2», … in the order they were opened. */
export const unitedTeamTitle = (existingUnited: number): string =>
  existingUnited > 0 ? `Сборная ${existingUnited + 1}` : 'Сборная';

/** Seconds left of the 5 s check-toggle lock. */
export function lockSecondsLeft(lockedUntil: number, now: number): number {
  return Math.max(0, Math.ceil((lockedUntil - now) / 1000));
}

/** The event registration page's preorder notice (a cancelled game has no preorder). */
export function preorderNotice(
  event: { date: string; is_preorder_opened: boolean; workflow_state?: string },
  now = new Date(),
) {
  if (event.workflow_state !== undefined && isCancelled({ workflow_state: event.workflow_state }))
    return `${EVENT_STATUS_TEXTS.cancelled}.`;
  if (new Date(event.date).getTime() < now.getTime()) return TEAM_TEXTS.gamePassed;
  if (!event.is_preorder_opened) return TEAM_TEXTS.preorderClosed;
  return null;
}
