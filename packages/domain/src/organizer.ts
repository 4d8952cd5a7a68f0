/**
 * The organizer console's rules, limits and texts: scheduling a game, its venue and theme, scoring a
 * game night, the photo report. The server enforces them, the contract's zod schemas are built from
 * them and the organizer screens validate their react-final-form fields with the same functions.
 * A validator answers the Russian message of the first broken rule, or `undefined` when the value is fine.
 */
import { CHARACTER_TEXTS, type CharacterRule, invisibleCharacter, typedText } from './characters';
import { withSharedPlaces } from './ranking';

// ---------------------------------------------------------------- scores

/** A tour score is a number from 0 to 100 in half points (0, 0.5, 1, …, 100). */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;
export const SCORE_STEP = 0.5;
/** Tours a scoring table takes when the game has no package that says how many. */
export const DEFAULT_TOURS = 6;
/** Fewest and most tours a game may have (the scoring table's columns). */
export const MIN_TOURS = 1;
export const MAX_TOURS = 20;

export const SCORE_TEXTS = {
  notNumber: 'Баллы — это число, например 7 или 7,5.',
  range: `Баллы за тур — от ${SCORE_MIN} до ${SCORE_MAX}.`,
  step: 'Баллы ставятся с шагом 0,5.',
  unknownTour: 'В этой игре нет такого тура.',
  stale: 'Баллы этой команды уже изменил другой организатор. Показаны текущие — проверьте и введите снова.',
  notCheckedIn: 'Команда не отмечена как пришедшая: сначала отметьте её на странице команд.',
  noScores: 'Нет ни одного результата: введите баллы, прежде чем публиковать.',
  published: 'Результаты опубликованы.',
  notPlayedYet: 'Игра ещё не началась: результаты можно публиковать после её начала.',
  tours: `Туров — от ${MIN_TOURS} до ${MAX_TOURS}.`,
  toursBelowScored: (tour: number) => `Баллы уже введены за тур ${tour}: туров не может быть меньше.`,
} as const;

/** The message for a number of tours that breaks a rule (a whole number from 1 to 20), else undefined. */
export function toursError(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return SCORE_TEXTS.tours;
  return value < MIN_TOURS || value > MAX_TOURS ? SCORE_TEXTS.tours : undefined;
}

/** The message for a tour score that breaks a rule, else undefined. */
export function scoreError(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return SCORE_TEXTS.notNumber;
  if (value < SCORE_MIN || value > SCORE_MAX) return SCORE_TEXTS.range;
  if (!Number.isInteger(value / SCORE_STEP)) return SCORE_TEXTS.step;
  return undefined;
}

export const isValidScore = (value: unknown): value is number => scoreError(value) === undefined;

/** What a person typed in a score cell (`7`, `7,5`, `7.5`, blank) as a number; null for blank, NaN for junk. */
export function parseScoreInput(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Tour number (as text, "1".."20") → score. */
export type TourScores = Readonly<Record<string, number>>;

/** The sum of a team's tour scores (exact in half points). */
export function scoreTotal(tourScores: TourScores): number {
  return Object.values(tourScores).reduce((sum, score) => sum + score, 0);
}

/**
 * Totals and places of a scoring table: best total first, ties share a place (1, 2, 2, 4), ties
 * ordered by title so the order is stable while the organizer types.
 */
export function rankScores<T extends { title: string; tour_scores: TourScores }>(
  rows: readonly T[],
): Array<T & { total: number; rank: number }> {
  const withTotals = rows.map((row) => ({ ...row, total: scoreTotal(row.tour_scores) }));
  withTotals.sort((a, b) => b.total - a.total || a.title.localeCompare(b.title, 'ru'));
  return withSharedPlaces(withTotals, (row) => row.total);
}

// ---------------------------------------------------------------- scheduling

/** 1000000 → '1 000 000' (ru-RU grouping). */
function groupedRu(n: number): string {
  return n.toLocaleString('ru-RU');
}

export const EVENT_LIMITS = {
  /** the game's title suffix shown after the theme («Гарри Поттер. Часть 2») */
  postfixMax: 120,
  /** the description shown on the game page (plain text, paragraphs by blank lines) */
  descriptionMax: 5000,
  regUrlMax: 500,
  unitedTagMax: 60,
  costMax: 1_000_000,
  maxTeamsMin: 1,
  maxTeamsMax: 500,
  teamSizeMin: 1,
  teamSizeMax: 30,
  /** the organizer's reason told with a cancellation, a move or a restoration (it is in a text message) */
  noticeReasonMax: 200,
} as const;

export const THEME_LIMITS = { titleMax: 120, descriptionMax: 5000 } as const;

export const PLACE_LIMITS = {
  titleMax: 120,
  addressMax: 300,
  preorderUrlMax: 500,
  capacityMax: 500,
  seatsMax: 100,
  seatTitleMax: 60,
  seatCapacityMax: 50,
} as const;

/**
 * Every workflow move an organizer makes in the console; `restore` brings a cancelled game back to the
 * state it was cancelled from.
 */
export const EVENT_ACTIONS = ['save', 'publish', 'unpublish', 'postpone', 'cancel', 'restore'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

export const ORGANIZER_TEXTS = {
  navLink: 'Организатору',
  newGame: 'Новая игра',
  history: 'История изменений',
  notOrganizerOfCity: 'Вы не организатор в этом городе: эту игру ведут организаторы другого города.',
  notOrganizer: 'Этот раздел только для организаторов.',
  themeOfOtherCity:
    'Эту тему используют или создали в другом городе: изменить её могут только организаторы этого города.',
  unitedTagOfOtherCity: 'Этим тегом объединены игры другого города: выберите другой тег.',
  eventNotFound: 'Игра не найдена.',
  themeNotFound: 'Такой темы нет.',
  placeNotFound: 'Такой площадки нет.',
  cityNotFound: 'Такого города нет.',
  teamNotFound: 'Такой команды нет среди зарегистрированных на игру.',
  required: 'Обязательное поле.',
  dateInPast: 'Дата игры уже прошла: выберите дату в будущем.',
  badDate: 'Укажите дату и время игры.',
  registrationAfterStart: 'Регистрация должна открываться до начала игры.',
  negativePrice: 'Цена не может быть отрицательной.',
  // a pure call: where only other texts are used (the shell's navbar link), the minifier drops it, and the
  // page does not load ICU's number data at start for a text it never shows (45 ms on a phone)
  priceTooHigh: `Цена — не больше ${/* @__PURE__ */ groupedRu(EVENT_LIMITS.costMax)}.`,
  wholePrice: 'Цена — целое число.',
  teamSize: `Размер команды — от ${EVENT_LIMITS.teamSizeMin} до ${EVENT_LIMITS.teamSizeMax} игроков.`,
  teamLimit: `Лимит команд — от ${EVENT_LIMITS.maxTeamsMin} до ${EVENT_LIMITS.maxTeamsMax}.`,
  limitBelowRegistered: (registered: number) =>
    `На игру уже зарегистрировано команд: ${registered}. Лимит не может быть меньше.`,
  tooLong: (max: number) => `Не длиннее ${max} символов.`,
  badUrl: 'Ссылка должна начинаться с https:// или http://.',
  newDateRequired: 'Чтобы перенести игру, укажите новую дату.',
  sameDate: 'Новая дата совпадает с текущей.',
  cannotChangeFinished: 'Игра уже прошла: её расписание менять нельзя.',
  cannotChangeCancelled: 'Игра отменена: её нельзя изменить.',
  cancelledNotice: (title: string, when: string, reason?: string | null) =>
    `Игра «${title}» ${when} отменена.${reasonSentence(reason)} Приносим извинения.`,
  postponedNotice: (title: string, when: string, reason?: string | null) =>
    `Игра «${title}» перенесена на ${when}.${reasonSentence(reason)} Регистрация сохранена.`,
  restoredNotice: (title: string, when: string, reason?: string | null) =>
    `Игра «${title}» ${when} состоится: отмена снята.${reasonSentence(reason)} Регистрация сохранена.`,
  cancelDraft: 'Черновик не виден игрокам: отменять его не нужно.',
  restoreNotCancelled: 'Игра не отменена: возвращать нечего.',
  restorePassed: 'Дата игры уже прошла: вернуть её нельзя.',
  reasonWithoutNotice: 'Причину указывают только при отмене, переносе или возвращении игры.',
  badCoordinates: 'Координаты: широта от −90 до 90, долгота от −180 до 180.',
  seatCapacity: `Мест за столом — от 1 до ${PLACE_LIMITS.seatCapacityMax}.`,
  tooManySeats: `Столов — не больше ${PLACE_LIMITS.seatsMax}.`,
  placeInOtherCity: 'Площадка из другого города: выберите площадку города игры.',
  notArrivedYet: 'Команда ещё не отмечена.',
  grantUsage: 'pnpm organizer grant|revoke <телефон> --city <название или id>',
} as const;

/** « Причина: …» of a notice (the organizer's optional words, without a closing full stop), or ''. */
function reasonSentence(reason: string | null | undefined): string {
  const text = (reason ?? '').trim().replace(/[.!…]+$/u, '');
  return text ? ` Причина: ${text}.` : '';
}

/** Workflow states an organizer may still reschedule or cancel. */
export const RESCHEDULABLE_STATES = ['draft', 'development', 'published', 'sitting'] as const;

/** The message for a game date that is not usable (missing, unparsable, or in the past), else undefined. */
export function eventDateError(iso: string | null | undefined, now: Date = new Date()): string | undefined {
  if (!iso) return ORGANIZER_TEXTS.badDate;
  const time = new Date(iso).getTime();
  if (!Number.isFinite(time)) return ORGANIZER_TEXTS.badDate;
  if (time <= now.getTime()) return ORGANIZER_TEXTS.dateInPast;
  return undefined;
}

export function priceError(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return ORGANIZER_TEXTS.required;
  if (value < 0) return ORGANIZER_TEXTS.negativePrice;
  if (!Number.isInteger(value)) return ORGANIZER_TEXTS.wholePrice;
  if (value > EVENT_LIMITS.costMax) return ORGANIZER_TEXTS.priceTooHigh;
  return undefined;
}

export function teamSizeError(value: unknown): string | undefined {
  const ok =
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= EVENT_LIMITS.teamSizeMin &&
    value <= EVENT_LIMITS.teamSizeMax;
  return ok ? undefined : ORGANIZER_TEXTS.teamSize;
}

/** A team limit: in range, and not below the lineups already registered (reserve not counted). */
export function teamLimitError(value: unknown, registered = 0): string | undefined {
  const ok =
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= EVENT_LIMITS.maxTeamsMin &&
    value <= EVENT_LIMITS.maxTeamsMax;
  if (!ok) return ORGANIZER_TEXTS.teamLimit;
  if ((value as number) < registered) return ORGANIZER_TEXTS.limitBelowRegistered(registered);
  return undefined;
}

/** A free-text field of the console: its Russian name (said in a refusal), its length and shape. */
export interface OrganizerTextField extends CharacterRule {
  readonly label: string;
  readonly max: number;
  readonly required?: boolean;
}

/**
 * Every free-text field an organizer types. The contract's schemas (server) and the console's forms
 * check each with organizerTextError, so both refuse the same texts with the same words.
 */
export const ORGANIZER_TEXT_FIELDS = {
  postfix: { label: 'Подзаголовок', max: EVENT_LIMITS.postfixMax },
  description: { label: 'Описание', max: EVENT_LIMITS.descriptionMax, multiline: true },
  unitedTag: { label: 'Общий тег сборной игры', max: EVENT_LIMITS.unitedTagMax },
  regUrl: { label: 'Ссылка на регистрацию', max: EVENT_LIMITS.regUrlMax },
  themeTitle: { label: 'Название темы', max: THEME_LIMITS.titleMax, required: true },
  themeDescription: { label: 'Описание темы', max: THEME_LIMITS.descriptionMax, multiline: true },
  placeTitle: { label: 'Название площадки', max: PLACE_LIMITS.titleMax, required: true },
  placeAddress: { label: 'Адрес площадки', max: PLACE_LIMITS.addressMax, required: true },
  preorderUrl: { label: 'Ссылка на предзаказ', max: PLACE_LIMITS.preorderUrlMax },
  seatTitle: { label: 'Название стола', max: PLACE_LIMITS.seatTitleMax, required: true },
  /** why a game is cancelled, moved or back on: goes into every participant's text */
  noticeReason: { label: 'Причина', max: EVENT_LIMITS.noticeReasonMax },
} as const satisfies Record<string, OrganizerTextField>;

/**
 * The message for a free-text field's value (as typed: trimmed here) that breaks a rule: required,
 * too long, or holding an invisible or control character (see ./characters.ts), else undefined.
 */
export function organizerTextError(
  value: string | null | undefined,
  field: OrganizerTextField,
): string | undefined {
  const text = typedText(value ?? '', field);
  if (field.required && text === '') return ORGANIZER_TEXTS.required;
  if (text.length > field.max) return ORGANIZER_TEXTS.tooLong(field.max);
  const hidden = invisibleCharacter(text, { multiline: field.multiline, emoji: true });
  return hidden === undefined ? undefined : CHARACTER_TEXTS.invisibleIn(field.label, hidden);
}

export function linkError(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return /^https?:\/\/[^\s]+$/i.test(value.trim()) ? undefined : ORGANIZER_TEXTS.badUrl;
}

export function coordinatesError(lat: unknown, lon: unknown): string | undefined {
  const ok =
    typeof lat === 'number' &&
    typeof lon === 'number' &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180 &&
    Number.isFinite(lat) &&
    Number.isFinite(lon);
  return ok ? undefined : ORGANIZER_TEXTS.badCoordinates;
}

// ---------------------------------------------------------------- photos and pictures

/** Largest photo or theme picture accepted (bytes): 20 MB, a phone's full-size HEIC/JPEG fits. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** Photos one upload request may carry (the screen sends a phone's selection in such batches). */
export const PHOTOS_PER_UPLOAD = 10;
/** Photos one game's report may hold. */
export const PHOTOS_PER_EVENT = 500;
/** Longest side of the stored full-screen photo and of the thumbnail (px). */
export const PHOTO_FULL_SIDE = 1920;
export const PHOTO_THUMB_SIDE = 400;
/** Largest picture (in megapixels) decoded; larger ones are refused before decoding. */
export const PHOTO_MAX_MEGAPIXELS = 60;
/** Types read from the bytes; HEIC only when the server's image library can decode it. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic';

export const PHOTO_TEXTS = {
  notImage: 'Это не фотография: можно загрузить JPEG, PNG или WebP.',
  tooLarge: `Фото должно быть не больше ${PHOTO_MAX_BYTES / 1024 / 1024} МБ.`,
  tooManyPixels: `Фото слишком большое: не больше ${PHOTO_MAX_MEGAPIXELS} мегапикселей.`,
  broken: 'Не удалось прочитать фото. Попробуйте другое.',
  none: 'Выберите хотя бы одно фото.',
  tooMany: `За один раз — не больше ${PHOTOS_PER_UPLOAD} фото.`,
  /** a request whose declared size is over PHOTOS_PER_UPLOAD files of PHOTO_MAX_BYTES (413, nothing read) */
  requestTooLarge: `Слишком большой запрос: за один раз — не больше ${PHOTOS_PER_UPLOAD} фото по ${PHOTO_MAX_BYTES / 1024 / 1024} МБ.`,
  /** an upload without Content-Length (411): a browser's form always sends it */
  lengthRequired: 'Не указан размер запроса (заголовок Content-Length): отправьте файлы из формы сайта.',
  onePicture: 'Картинка темы — один файл.',
  unknownField: 'Неизвестное поле формы.',
  eventFull: `В фотоотчёте игры — не больше ${PHOTOS_PER_EVENT} фото.`,
  orderMismatch: 'Порядок должен перечислять все фото фотоотчёта ровно по одному разу.',
  photoNotFound: 'Такого фото нет в фотоотчёте этой игры.',
  albumTitle: (title: string) => `Фотоотчёт: ${title}`,
} as const;

// ---------------------------------------------------------------- the venue city's wall clock

function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO UTC) of a wall-clock time in the venue city (`2026-12-01T19:00` in
 * `Asia/Almaty`); null when the text is not a date and time. The schedule form sends this.
 */
export function cityTimeToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  if (!Number.isFinite(guess)) return null;
  const first = guess - zoneOffsetMs(guess, timeZone);
  const instant = guess - zoneOffsetMs(first, timeZone);
  return new Date(instant).toISOString();
}

/** The venue city's wall-clock time of an instant, as `YYYY-MM-DDTHH:mm` (the form's value). */
export function isoToCityTime(iso: string, timeZone: string): string {
  const time = new Date(iso).getTime();
  const local = new Date(time + zoneOffsetMs(time, timeZone));
  return local.toISOString().slice(0, 16);
}
