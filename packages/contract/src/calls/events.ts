/**
 * Calls of SPEC §7 owned by mf-events: games lists, events, albums, the trial game, likes, the
 * availability grid ('comfortable time'), the child registration form and the templates call that
 * renders trial frames. The paths are in ../endpoints; the `...Calls` descriptors at the end join them with these schemas.
 *
 * Design where SPEC says "not shown" (documented in mf-events/README.md):
 * - `event/{id}/` needs login and carries the user's flags; `allow_any/event/{id}/` answers anyone
 *   (with the flags too when a token is sent).
 * - `/games/favorite/` splits the city's themes into the ones the user liked and the rest.
 * - The templates call answers JSON `{ html }`: a sanitized, self-contained HTML fragment.
 */
import {
  CHILD_AGE_OPTIONS,
  CHILD_TEAM_SIZE_MAX,
  CHILD_TEAM_SIZE_MIN,
  CHILD_TEXT_MAX,
  CHILD_TEXTS,
  isValidChildPhone,
} from '@quiz/domain';
import { z } from 'zod';
import { defineCalls } from '../define-call';
import {
  childEndpoints,
  comfortableEndpoints,
  eventsEndpoints,
  gamesEndpoints,
  likeEndpoints,
  templateEndpoints,
} from '../endpoints/events';
import { Album, ComfortableTime, Event, Theme, TrialGamePackage } from '../entities';
import {
  CalendarDate,
  hasInvisibleCharacters,
  Id,
  IdValue,
  INVISIBLE_CHARACTERS_TEXT,
  NameText,
  positiveIntText,
} from '../primitives';

export const IdParam = positiveIntText('Некорректный идентификатор.');

export const EventIdParams = z.object({ id: IdParam });
export type EventIdParams = z.infer<typeof EventIdParams>;

/** `?city=` on every list; the default city when absent. */
export const CityQuery = z.object({
  city: positiveIntText('Некорректный город.').optional(),
});
export type CityQuery = z.infer<typeof CityQuery>;

// ---------------------------------------------------------------- theme/{id}/trial_game_package/

export const TrialGamePackageResponse = TrialGamePackage;
export type TrialGamePackageResponse = z.infer<typeof TrialGamePackageResponse>;
/** The one trial game of `/promo_game` (the first theme that has a trial package). */

// ---------------------------------------------------------------- games lists

export const GamesFutureResponse = z.array(Event);
export type GamesFutureResponse = z.infer<typeof GamesFutureResponse>;

export const GamesMyResponse = z.object({ current: z.array(Event), past: z.array(Event) });
export type GamesMyResponse = z.infer<typeof GamesMyResponse>;

/** Events whose game is in development (workflow_state `development`), soonest first. */
export const GamesDevelopingResponse = z.array(Event);
export type GamesDevelopingResponse = z.infer<typeof GamesDevelopingResponse>;

export const GamesFavoriteResponse = z.object({ favorite: z.array(Theme), not_favorite: z.array(Theme) });
export type GamesFavoriteResponse = z.infer<typeof GamesFavoriteResponse>;

export const PAST_GAMES_PAGE_SIZE = 6;
export const GamesPastQuery = CityQuery.extend({
  page: positiveIntText('Некорректный номер страницы.').default(1),
});
export type GamesPastQuery = z.infer<typeof GamesPastQuery>;
export const GamesPastResponse = z.object({
  /** the next page number, null on the last page */
  next: z.number().int().positive().nullable(),
  count: z.number().int().nonnegative(),
  results: z.array(Event),
});
export type GamesPastResponse = z.infer<typeof GamesPastResponse>;

// ---------------------------------------------------------------- events

export const EventResponse = Event;
export type EventResponse = z.infer<typeof EventResponse>;

export const AllowAnyEventsQuery = z.object({
  united_tag: z
    .string()
    .trim()
    .min(1, 'Укажите united_tag.')
    .max(100)
    .refine((v) => !hasInvisibleCharacters(v), INVISIBLE_CHARACTERS_TEXT),
  /** YYYY-MM-DD: the events of that day only */
  date: CalendarDate.optional(),
});
export type AllowAnyEventsQuery = z.infer<typeof AllowAnyEventsQuery>;
export const AllowAnyEventsResponse = z.array(Event);
export type AllowAnyEventsResponse = z.infer<typeof AllowAnyEventsResponse>;

export const EventAlbumResponse = Album;
export type EventAlbumResponse = z.infer<typeof EventAlbumResponse>;

// ---------------------------------------------------------------- likes

export const LikeBody = z.object({
  theme_id: IdValue('Укажите тему.'),
  /** true sets the like, false removes it */
  status: z.boolean({ error: 'status должен быть true или false.' }),
});
export type LikeBody = z.infer<typeof LikeBody>;
export const LikeResponse = z.object({
  theme_id: Id,
  status: z.boolean(),
  likes_count: z.number().int().nonnegative(),
  /** every theme the user likes now */
  like: z.array(Id),
});
export type LikeResponse = z.infer<typeof LikeResponse>;

// ---------------------------------------------------------------- comfortable time

export const COMFORTABLE_TIME_ID = /^(18|19|20|21)-(mn|tu|we|th|fr|sa|su)$/;
export const ComfortableTimeBody = z.object({
  /** 'hour-day', e.g. '18-mn' */
  id: z.string().regex(COMFORTABLE_TIME_ID, 'Слот должен быть вида «18-mn»: час 18–21 и день mn–su.'),
  status: z.boolean({ error: 'status должен быть true или false.' }),
});
export type ComfortableTimeBody = z.infer<typeof ComfortableTimeBody>;
export const ComfortableTimeResponse = z.object({ comfortable_time: ComfortableTime });
export type ComfortableTimeResponse = z.infer<typeof ComfortableTimeResponse>;

// ---------------------------------------------------------------- child registration

export { CHILD_TEXTS };

const required = (max: number) =>
  NameText(CHILD_TEXTS.fillAll).min(1, CHILD_TEXTS.fillAll).max(max, `Не более ${max} символов.`);

/** The body as the form sends it; the server checks it with the SPEC §5 messages. */
export const ChildRegistrationBody = z.object({
  name: required(CHILD_TEXT_MAX),
  ageCategory: z.enum(CHILD_AGE_OPTIONS, { error: CHILD_TEXTS.fillAll }),
  teamName: required(CHILD_TEXT_MAX),
  teamSize: z.union(
    [z.literal('solo'), z.coerce.number().int().min(CHILD_TEAM_SIZE_MIN).max(CHILD_TEAM_SIZE_MAX)],
    {
      error: CHILD_TEXTS.fillAll,
    },
  ),
  phone: z
    .string({ error: CHILD_TEXTS.fillAll })
    .trim()
    .min(1, CHILD_TEXTS.fillAll)
    .max(32, CHILD_TEXTS.phone)
    .refine(isValidChildPhone, CHILD_TEXTS.phone),
});
export type ChildRegistrationBody = z.infer<typeof ChildRegistrationBody>;
export const ChildRegistrationResponse = z.object({ id: Id, detail: z.literal(CHILD_TEXTS.success) });
export type ChildRegistrationResponse = z.infer<typeof ChildRegistrationResponse>;

// ---------------------------------------------------------------- templates (trial frames)

export const TemplateTaskParams = z.object({ id: IdParam });
export const TemplateTaskQuery = z.object({ include_bootstrap: z.enum(['0', '1']).default('0') });
export const TemplateTaskBody = z.object({
  /** which frame of the task to render */
  frame: z.enum(['question', 'answer'], { error: 'frame должен быть question или answer.' }),
});
export type TemplateTaskBody = z.infer<typeof TemplateTaskBody>;
export const TemplateTaskResponse = z.object({
  template_name: z.string(),
  /** a sanitized HTML fragment laid out for a 1920 × 1080 frame */
  html: z.string(),
});
export type TemplateTaskResponse = z.infer<typeof TemplateTaskResponse>;
/** The frame's design size: the client zooms it by width / 1920. */
export const FRAME_WIDTH = 1920;
export const FRAME_HEIGHT = 1080;

// ---------------------------------------------------------------- descriptors

export const eventsCalls = defineCalls('events', eventsEndpoints, {
  event: {
    summary: 'Игра (для вошедшего игрока: с его отметками и командой)',
    params: EventIdParams,
    response: EventResponse,
  },
  allowAnyEvent: { summary: 'Игра (для всех)', params: EventIdParams, response: EventResponse },
  unitedEvents: {
    summary: 'Игры одной сборной игры (united_tag), по желанию — одного дня',
    query: AllowAnyEventsQuery,
    response: AllowAnyEventsResponse,
  },
  eventWithGamePackage: {
    summary: 'Игра с пакетом вопросов (туры, блоки; вопросы — только после игры)',
    params: EventIdParams,
    response: EventResponse,
  },
  eventAlbum: { summary: 'Фотоотчёт игры', params: EventIdParams, response: EventAlbumResponse },
});

export const gamesCalls = defineCalls('games', gamesEndpoints, {
  gamesFuture: {
    summary: 'Ближайшие игры города (открыта регистрация)',
    query: CityQuery,
    response: GamesFutureResponse,
  },
  gamesMy: { summary: 'Мои игры: предстоящие и сыгранные', response: GamesMyResponse },
  gamesDeveloping: { summary: 'Игры в разработке', query: CityQuery, response: GamesDevelopingResponse },
  gamesFavorite: {
    summary: 'Темы, отмеченные «Я бы сыграл», и остальные',
    response: GamesFavoriteResponse,
  },
  gamesPast: {
    summary: `Прошедшие игры города, по ${PAST_GAMES_PAGE_SIZE} на страницу`,
    query: GamesPastQuery,
    response: GamesPastResponse,
  },
  trialGamePackage: {
    summary: 'Пробная игра темы',
    params: EventIdParams,
    response: TrialGamePackageResponse,
  },
  promoGame: { summary: 'Пробная игра страницы /promo_game', response: TrialGamePackageResponse },
});

export const likeCalls = defineCalls('likes', likeEndpoints, {
  like: {
    summary: 'Отметить тему «Я бы сыграл» (status: true) или снять отметку (false)',
    body: LikeBody,
    response: LikeResponse,
  },
});

export const comfortableCalls = defineCalls('comfortable time', comfortableEndpoints, {
  comfortableTime: {
    summary: 'Удобное время игрока',
    response: ComfortableTimeResponse,
  },
  setComfortableTime: {
    summary: 'Отметить (status: true) или снять слот «час-день», например «18-mn»',
    body: ComfortableTimeBody,
    response: ComfortableTimeResponse,
  },
});

export const childCalls = defineCalls('child registration', childEndpoints, {
  childRegistration: {
    summary: 'Запись на детскую игру',
    body: ChildRegistrationBody,
    response: ChildRegistrationResponse,
    status: 201,
  },
});

export const templateCalls = defineCalls('templates', templateEndpoints, {
  templateTask: {
    summary: 'Кадр пробной игры (вопрос или ответ) в HTML',
    params: TemplateTaskParams,
    query: TemplateTaskQuery,
    body: TemplateTaskBody,
    response: TemplateTaskResponse,
  },
});
