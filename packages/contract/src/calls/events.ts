/**
 * Calls of SPEC §7 owned by mf-events: games lists, events, albums, the trial game, likes, the
 * availability grid ('comfortable time'), the child registration form and the templates call that
 * renders trial frames. Each call exports its request/response schemas and a `...Call` descriptor.
 *
 * Design where SPEC says "not shown" (documented in mf-events/README.md):
 * - `event/{id}/` needs login and carries the user's flags; `allow_any/event/{id}/` answers anyone
 *   (with the flags too when a token is sent).
 * - `/games/favorite/` splits the city's themes into the ones the user liked and the rest.
 * - The templates call answers JSON `{ html }`: a sanitized, self-contained HTML fragment.
 */
import { z } from 'zod';
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
export const trialGamePackageCall = { method: 'GET', path: '/api/theme/:id/trial_game_package/' } as const;
/** The one trial game of `/promo_game` (the first theme that has a trial package). */
export const promoGamePackageCall = { method: 'GET', path: '/api/promo_game/' } as const;

// ---------------------------------------------------------------- games lists

export const GamesFutureResponse = z.array(Event);
export type GamesFutureResponse = z.infer<typeof GamesFutureResponse>;
export const gamesFutureCall = { method: 'GET', path: '/api/games/future/' } as const;

export const GamesMyResponse = z.object({ current: z.array(Event), past: z.array(Event) });
export type GamesMyResponse = z.infer<typeof GamesMyResponse>;
export const gamesMyCall = { method: 'GET', path: '/api/games/my/' } as const;

/** Events whose game is in development (workflow_state `development`), soonest first. */
export const GamesDevelopingResponse = z.array(Event);
export type GamesDevelopingResponse = z.infer<typeof GamesDevelopingResponse>;
export const gamesDevelopingCall = { method: 'GET', path: '/api/games/developing/' } as const;

export const GamesFavoriteResponse = z.object({ favorite: z.array(Theme), not_favorite: z.array(Theme) });
export type GamesFavoriteResponse = z.infer<typeof GamesFavoriteResponse>;
export const gamesFavoriteCall = { method: 'GET', path: '/api/games/favorite/' } as const;

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
export const gamesPastCall = { method: 'GET', path: '/api/games/past/' } as const;

// ---------------------------------------------------------------- events

export const EventResponse = Event;
export type EventResponse = z.infer<typeof EventResponse>;
export const eventCall = { method: 'GET', path: '/api/event/:id/' } as const;
export const allowAnyEventCall = { method: 'GET', path: '/api/allow_any/event/:id/' } as const;
export const eventWithGamePackageCall = { method: 'GET', path: '/api/event/:id/with_game_package/' } as const;

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
export const allowAnyEventsCall = { method: 'GET', path: '/api/allow_any/event/' } as const;

export const EventAlbumResponse = Album;
export type EventAlbumResponse = z.infer<typeof EventAlbumResponse>;
export const eventAlbumCall = { method: 'GET', path: '/api/event/:id/album' } as const;

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
export const likeCall = { method: 'POST', path: '/api/user/like/' } as const;

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
export const comfortableTimeCall = { method: 'POST', path: '/api/user/comfortable_time/' } as const;
export const comfortableTimeGetCall = { method: 'GET', path: '/api/user/comfortable_time/' } as const;

// ---------------------------------------------------------------- child registration

export const CHILD_TEXTS = {
  fillAll: 'Пожалуйста, заполните все поля и дайте согласие',
  phone: 'Пожалуйста, введите корректный номер телефона (мин. 7 цифр)',
  success: 'Данные успешно отправлены',
  failure: 'Ошибка при отправке данных на сервер',
} as const;

const required = (max: number) =>
  NameText(CHILD_TEXTS.fillAll).min(1, CHILD_TEXTS.fillAll).max(max, `Не более ${max} символов.`);

/** The body as the form sends it; the server checks it with the SPEC §5 messages. */
export const ChildRegistrationBody = z.object({
  name: required(100),
  ageCategory: z.enum(['8-10 лет', '11-13 лет'], { error: CHILD_TEXTS.fillAll }),
  teamName: required(100),
  teamSize: z.union([z.literal('solo'), z.coerce.number().int().min(2).max(8)], {
    error: CHILD_TEXTS.fillAll,
  }),
  phone: z
    .string({ error: CHILD_TEXTS.fillAll })
    .trim()
    .min(1, CHILD_TEXTS.fillAll)
    .max(32, CHILD_TEXTS.phone)
    .refine((v) => v.replace(/\D/g, '').length >= 7, CHILD_TEXTS.phone),
});
export type ChildRegistrationBody = z.infer<typeof ChildRegistrationBody>;
export const ChildRegistrationResponse = z.object({ id: Id, detail: z.literal(CHILD_TEXTS.success) });
export type ChildRegistrationResponse = z.infer<typeof ChildRegistrationResponse>;
export const childRegistrationCall = { method: 'POST', path: '/api/child_registration' } as const;

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
export const templateTaskCall = {
  method: 'POST',
  path: '/api/set/prostoquiz/basic/the_last/task/:id/',
} as const;
/** The frame's design size: the client zooms it by width / 1920. */
export const FRAME_WIDTH = 1920;
export const FRAME_HEIGHT = 1080;
