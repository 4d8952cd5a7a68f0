/**
 * Teams at the door on game night (the organizer's «Кто придёт» and the seating): a walk-in team, a
 * no-show that frees its place, a reserve team promoted into a freed place, the number of people a
 * team actually brought. Shared by the server (which enforces the limits) and the console (which
 * shows the same refusals and asks before going over a limit).
 *
 * A lineup is `registered` (holds a team place), `reserve` (waits for one, in registration order) or
 * `no_show` (was registered, did not come: holds no place). The game's team limit (`teamCapacity`)
 * counts only `registered` lineups; the per-team limit (`maxPlayersInTeam`) bounds the people a team
 * is checked in with. Going over either is refused unless the organizer confirms it (`over_limit`).
 */
import { PARTICIPANT_COUNT_MAX } from './constants';
import { normalizePhone, phoneDigits } from './phone';
import { isRegistrationOpen } from './rules';

export const LINEUP_STATUSES = ['registered', 'reserve', 'no_show'] as const;
export type LineupStatus = (typeof LINEUP_STATUSES)[number];

/** The limit an organizer may knowingly go over: the game's team places, or one team's people. */
export type DoorLimit = 'teams' | 'players';

/** The texts of the door, to the letter as the console shows them. */
export const DOOR_TEXTS = {
  searchLabel: 'Найти в списке',
  searchHint: 'Название команды, имя или телефон капитана',
  nothingFound: 'Никого не нашлось.',
  walkInTitle: 'Команда у входа',
  walkInSearchLabel: 'Команда из базы',
  walkInSearchHint: 'Название команды, имя или телефон капитана',
  walkInFind: 'Найти',
  walkInAdd: 'Добавить в игру',
  walkInNew: 'Новая команда',
  walkInTitleLabel: 'Название команды',
  walkInPhoneLabel: 'Телефон капитана',
  walkInNameLabel: 'Имя капитана',
  playersLabel: 'Сколько пришло человек',
  markArrived: 'Отметить: пришла',
  arrived: 'Пришла ✓',
  savePlayers: 'Сохранить число',
  markNoShow: 'Не пришла',
  noShow: 'Не пришли',
  bringBack: 'Вернуть в игру',
  promote: 'Перевести в игру',
  freedPlace: 'Освободилось место для команды',
  overLimit: 'Превысить лимит',
  cancel: 'Отмена',
  /** the walk-in form names neither a team from the base nor a new team with its captain's phone */
  walkInNeedsTeam: 'Выберите команду из базы или укажите название новой команды и телефон капитана.',
  titleTaken: 'Команда с таким названием уже существует: найдите её в базе.',
  gameNotOpen: 'Команды у входа добавляют в опубликованную игру, пока она не закончилась.',
  arrivedNotNoShow: 'Команда отмечена как пришедшая: сначала снимите отметку «Пришла».',
  alreadyInGame: 'Команда уже в основном списке игры.',
  playersNeedArrival: 'Число пришедших указывают вместе с отметкой «Пришла».',
  searchTooShort: 'Введите хотя бы 2 символа.',
  playersRange: `Сколько пришло человек — число от 1 до ${PARTICIPANT_COUNT_MAX}.`,
} as const;

/** The people a team brought as typed in the console: a whole number 1…PARTICIPANT_COUNT_MAX, else undefined. */
export function playersTyped(value: string | number | null | undefined): number | undefined {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isInteger(n) && n >= 1 && n <= PARTICIPANT_COUNT_MAX ? n : undefined;
}

/** «Предложить место: Совы» — the first reserve team offered a freed place. */
export const offerPlaceText = (team: string): string => `Предложить место: ${team}`;

/** A team that already has a lineup on the game is checked in or promoted there, not added again. */
export const alreadyOnGameText = (team: string): string =>
  `Команда «${team}» уже есть в списке этой игры: отметьте её там.`;

/** The refusal of one more team over the game's limit; the console offers «Превысить лимит». */
export const teamLimitText = (registered: number, limit: number): string =>
  `Мест для команд нет: в основном списке ${registered} из ${limit}. Добавить команду сверх лимита?`;

/** The refusal of more people in one team than the game allows; the console offers «Превысить лимит». */
export const playerLimitText = (players: number, max: number): string =>
  `В команде на этой игре — не больше ${max} человек, а пришли ${players}. Записать сверх лимита?`;

/** «Пришли 6 человек» on a checked-in team. */
export function arrivedPeopleText(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word = mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'человека' : 'человек';
  return `Пришли ${n} ${word}`;
}

/** Walk-ins and promotions happen in a game open for registration (published or sitting). */
export function doorOpen(workflowState: string | null | undefined): boolean {
  return isRegistrationOpen(workflowState);
}

/**
 * Whether one more lineup may take a team place: always when the limit is unset, else while the
 * registered lineups are below it. A lineup already registered needs no place.
 */
export function placeFree(registered: number, capacity: number | null): boolean {
  return capacity === null || registered < capacity;
}

/**
 * The refusal (DoorLimit) of taking `status`'s lineup into the game's main list, or null: a lineup
 * outside it (reserve, no-show) needs a free place unless the organizer goes over the limit.
 */
export function admissionLimit(
  status: LineupStatus,
  registered: number,
  capacity: number | null,
  overLimit: boolean,
): 'teams' | null {
  if (status === 'registered' || overLimit) return null;
  return placeFree(registered, capacity) ? null : 'teams';
}

/** The refusal of `players` people in one team at a game that allows `max`, or null. */
export function playersLimit(players: number | undefined, max: number, overLimit: boolean): 'players' | null {
  if (players === undefined || overLimit) return null;
  return players > max ? 'players' : null;
}

/**
 * The reserve team offered a freed place: the first of the reserve list while the main list has a
 * free place; null when there is no free place or no reserve.
 */
export function placeOffer<T extends { status: LineupStatus }>(
  lineups: readonly T[],
  capacity: number | null,
): T | null {
  const registered = lineups.filter((l) => l.status === 'registered').length;
  if (!placeFree(registered, capacity)) return null;
  return lineups.find((l) => l.status === 'reserve') ?? null;
}

/**
 * The console's search over its complete list: a query of digits (3 or more; spaces, brackets, plus
 * and dashes allowed) is found in the captain's phone (a leading 89 read as 79); any other query's
 * words each in the team's title or its captain's name (any case, ё as е).
 */
export function matchesDoorSearch(
  team: { title: string; captain: { name: string; phone: string | null } | null },
  query: string,
): boolean {
  const typed = query.trim();
  if (typed === '') return true;
  const digits = phoneDigits(typed);
  if (digits.length >= 3 && /^[\d\s()+-]+$/.test(typed)) {
    // the digits as typed (a part of the number: «8918591» is its last seven), or a whole number
    // typed the Russian way (8 916 … is 7 916 …)
    const phone = team.captain?.phone ?? '';
    return phone.includes(digits) || phone.includes(normalizePhone(typed));
  }
  const fold = (s: string) => s.toLocaleLowerCase('ru').replace(/ё/g, 'е');
  const text = fold(`${team.title} ${team.captain?.name ?? ''}`);
  return fold(typed)
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/** A phone shown to an organizer searching the base: only its last four digits, «+7 ••• •••-45-67». */
export function maskedPhone(phone: string | null): string | null {
  const d = (phone ?? '').replace(/\D/g, '');
  if (d.length < 4) return null;
  const tail = `•••-${d.slice(-4, -2)}-${d.slice(-2)}`;
  return d.length === 11 ? `+${d[0]} ••• ${tail}` : `••• ${tail}`;
}
