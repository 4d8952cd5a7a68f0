/**
 * Business constants and limits of SPEC §9 (and the limits of §4/§5 they come from).
 * Shared by the server and every client: change a value here and both sides follow.
 */

/** Days after the game during which a participant may write a review. */
export const REVIEW_WINDOW_DAYS = 6;
/** Theme cards shown at first and added by each «Показать ещё». */
export const THEMES_PAGE_SIZE = 3;
/** Resend timer of the login code: 5 s for the first send, +5 s for every further send. */
export const RESEND_BASE_SECONDS = 5;
export const RESEND_STEP_SECONDS = 5;
/** The login / confirmation code has 4 characters; it is submitted once longer than 3. */
export const LOGIN_CODE_LENGTH = 4;
/** Max characters of the phone input (e.g. '+7 (912) 345-67-89' is exactly 18). */
export const PHONE_INPUT_MAX = 18;
/**
 * A person's first name (the login name, a player's, a guest's, the anonymous registration's): 2 to 18
 * characters (SPEC §5). The messages are the site's, to the letter.
 */
export const NAME_MIN = 2;
export const NAME_MAX = 18;
export const NAME_TOO_SHORT_TEXT = 'Имя должно содержать не менее 2 букв!';
export const NAME_TOO_LONG_TEXT = `Имя должно содержать не более ${NAME_MAX} символов!`;
/** A team's title: 1 to 60 characters. */
export const TEAM_TITLE_MAX = 60;
/** A child team name and a child's name (the child registration form): at most 100 characters. */
export const CHILD_TEXT_MAX = 100;
/** Participants one player brings to a lineup (himself plus his guests): 1 to 99. */
export const PARTICIPANT_COUNT_MIN = 1;
export const PARTICIPANT_COUNT_MAX = 99;
/** Players of a child team other than «solo»: 2 to 8. */
export const CHILD_TEAM_SIZE_MIN = 2;
export const CHILD_TEAM_SIZE_MAX = 8;
/** The largest id a table can hold (PostgreSQL `serial` is a 32-bit integer). */
export const ID_MAX = 2_147_483_647;
/** Allowed digit counts of a phone in the add-player modal. */
export const ADD_PLAYER_PHONE_DIGITS = [11, 12] as const;
/** Minimum digits of the child form phone. */
export const CHILD_PHONE_MIN_DIGITS = 7;
/** The child registration form's messages (SPEC §5/§8), shown by the form and answered by the server. */
export const CHILD_TEXTS = {
  fillAll: 'Пожалуйста, заполните все поля и дайте согласие',
  phone: `Пожалуйста, введите корректный номер телефона (мин. ${CHILD_PHONE_MIN_DIGITS} цифр)`,
  success: 'Данные успешно отправлены',
  failure: 'Ошибка при отправке данных на сервер',
} as const;
export const CHILD_AGE_OPTIONS = ['8-10 лет', '11-13 лет'] as const;
export type ChildAgeOption = (typeof CHILD_AGE_OPTIONS)[number];

export interface ChildTeamSizeOption {
  /** Sent to the server as teamSize: 'solo' or '2'..'8'. */
  readonly value: string;
  readonly label: string;
}
/** Child team size: solo, then 2 to 8 players. */
export const CHILD_TEAM_SIZES: readonly ChildTeamSizeOption[] = [
  { value: 'solo', label: 'Соло (один игрок)' },
  { value: '2', label: '2 игрока' },
  { value: '3', label: '3 игрока' },
  { value: '4', label: '4 игрока' },
  { value: '5', label: '5 игроков' },
  { value: '6', label: '6 игроков' },
  { value: '7', label: '7 игроков' },
  { value: '8', label: '8 игроков' },
];

/** Availability grid ('comfortable time'): hours 18:00–21:00 on every day of the week. */
export const AVAILABILITY_HOURS = [18, 19, 20, 21] as const;
export type AvailabilityHour = (typeof AVAILABILITY_HOURS)[number];
export const AVAILABILITY_DAYS = ['mn', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type DayCode = (typeof AVAILABILITY_DAYS)[number];
/** Russian short labels of the day codes. */
export const AVAILABILITY_DAY_LABELS: Readonly<Record<DayCode, string>> = {
  mn: 'пн',
  tu: 'вт',
  we: 'ср',
  th: 'чт',
  fr: 'пт',
  sa: 'сб',
  su: 'вс',
};

/** recommendation_probability values of a review. */
export const RECOMMENDATION_VALUES = [1, 50, 100] as const;
export type RecommendationValue = (typeof RECOMMENDATION_VALUES)[number];

/** Size of a difficulty / rating star in px. */
export const STAR_SIZE = 36;
/** Max participants (players + guests) in one team when the place sets none. */
export const DEFAULT_MAX_PLAYERS = 10;
/** Quantity of a product or a cart item. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;
/** Max characters of a review's free-text answer (restaurant comment, wishes) and of a claim's comment. */
export const REVIEW_TEXT_MAX = 2000;
export const CLAIM_TEXT_MAX = 1000;
/** Themes per vote: choosing a third drops the oldest. */
export const VOTE_MAX_THEMES = 2;
/** Default participant_count of the registration form and of a new event player: the player alone. */
export const DEFAULT_PARTICIPANT_COUNT = 1;
/** The vote thank-you screen closes after this. */
export const THANKS_SCREEN_MS = 3000;
/** The in-game checkbox of a player is locked this long after a toggle. */
export const CHECK_TOGGLE_LOCK_MS = 5000;
/** The events list is refreshed this often. */
export const EVENT_RELOAD_INTERVAL_MS = 10000;
/** Default toast duration (top position). */
export const TOAST_DURATION_MS = 3000;
/** SPEC's mobile breakpoint: below 576 px is mobile. */
export const MOBILE_BREAKPOINT = 576;
/** Registration is open only in these workflow states. */
export const OPEN_REGISTRATION_STATES = ['published', 'sitting'] as const;
export type OpenRegistrationState = (typeof OPEN_REGISTRATION_STATES)[number];
/** Cookie that stores the auth token (path /). */
export const TOKEN_COOKIE = 'quiz_token';
export const THEME_COLOR = '#2C2D73';
/** Channels a login code is delivered by (send_by). */
export const CODE_CHANNELS = ['whatsapp', 'flash_call', 'sms_aero', 'other'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
/** Seating shows 'из 10' per team. */
export const SEATING_TEAM_MAX = 10;
/** States a visitor can open by id: everything but drafts (SPEC §4: other states are not shown). */
export const VISIBLE_STATES = ['development', 'published', 'sitting', 'finished', 'cancelled'] as const;
/** States of games that were (or are being) played: the recent games list. */
export const PLAYED_STATES = ['published', 'sitting', 'finished'] as const;
