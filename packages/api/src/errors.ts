/**
 * SPEC §8 error texts for API failures: the response `detail`, else the fields as
 * 'key – values' lines, else a generic fallback. The key is the field's Russian name (the calling
 * form's labels, else FIELD_LABELS); a field with no name shows its values alone, never its
 * internal key.
 */
import type { AxiosError } from 'axios';
// axios's `isAxiosError` flag check, from the fetch build of axios: importing axios for it would bring
// the whole client into every build's first load (and fetch-axios's errors carry the flag too)
import { isAxiosError } from './fetch-axios';

/**
 * final-form's key of the form's own error (`FORM_ERROR`, a string constant of its public API). Written
 * out rather than imported: final-form has no `sideEffects: false`, so importing one constant put the
 * whole library (6.5 KB gzip) into the shell's first load and every remote using `@quiz/api`, forms or
 * not. A test checks it is final-form's own.
 */
const FORM_ERROR = 'FINAL_FORM/form-error';

/** Shown when the failure carries no readable text (network down, HTML error page, …). */
export const FALLBACK_ERROR_TEXT = 'Что-то пошло не так...';

/** Keys whose messages belong to no field: their lines are shown without the key. */
const NON_FIELD_KEYS = new Set(['non_field_errors', '__all__']);

/** A field's Russian name by its key in a request body (`{ reg_url: 'Ссылка на регистрацию' }`). */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * The Russian names of the request fields the API refuses by name (its `{field: [messages]}` bodies).
 * A form passes its own labels for the others (or to say them as its fields are labelled).
 */
export const FIELD_LABELS: FieldLabels = {
  phone: 'Телефон',
  code: 'Код',
  first_name: 'Имя',
  last_name: 'Фамилия',
  name: 'Имя',
  avatar: 'Фото',
  photos: 'Фото',
  ids: 'Порядок фото',
  city: 'Город',
  user: 'Игрок',
  team: 'Команда',
  team_title: 'Название команды',
  team_invite: 'Приглашение в команду',
  captain: 'Капитан',
  captain_name: 'Имя капитана',
  captain_phone: 'Телефон капитана',
  players: 'Игроки',
  participants: 'Участники',
  participant_count: 'Число участников',
  event: 'Игра',
  event_team: 'Команда на игре',
  product: 'Товар',
  quantity: 'Количество',
  claims: 'Апелляции',
  text: 'Текст',
  stars: 'Оценка',
  theme: 'Тема',
  themes: 'Темы',
  title: 'Название',
  description: 'Описание',
  place: 'Площадка',
  address: 'Адрес',
  coordinates: 'Координаты',
  capacity: 'Вместимость',
  seats: 'Столы',
  preorder_url: 'Ссылка на предзаказ',
  date: 'Дата и время',
  cost: 'Цена',
  difficulty: 'Сложность',
  postfix: 'Подзаголовок',
  max_teams: 'Лимит команд',
  max_players_in_team: 'Игроков в команде',
  registration_opens_at: 'Регистрация открывается',
  united_tag: 'Общий тег сборной игры',
  reg_url: 'Ссылка на регистрацию',
  reason: 'Причина',
  tours: 'Туров',
  tour: 'Тур',
  tour_scores: 'Баллы',
};

/** The field's name: the caller's, else the API's, for the key or its first part (`players.0.name`). */
function labelOf(key: string, labels: FieldLabels): string | undefined {
  const first = key.split('.')[0] ?? key;
  return labels[key] ?? FIELD_LABELS[key] ?? labels[first] ?? FIELD_LABELS[first];
}

/** True for an axios error, optionally with this HTTP status. */
export function isApiError(error: unknown, status?: number): error is AxiosError {
  return isAxiosError(error) && (status === undefined || error.response?.status === status);
}

/** The HTTP status of a failed call, or null (network error, not an API error). */
export function apiErrorStatus(error: unknown): number | null {
  return isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/** The parsed body of a failed call, or undefined. */
export function apiErrorData(error: unknown): unknown {
  return isAxiosError(error) ? error.response?.data : undefined;
}

/** A field's messages: strings joined by ', ' (a nested object's values too, never its keys). */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(', ');
  if (typeof value === 'object') return valueText(Object.values(value as Record<string, unknown>));
  return String(value);
}

/**
 * Formats an error body ({detail} or a field map) as SPEC §8 says; null when it has no text.
 * `labels`: the calling form's field names, before FIELD_LABELS.
 */
export function formatErrorBody(data: unknown, labels: FieldLabels = {}): string | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return typeof data === 'string' && data.trim() && !data.trimStart().startsWith('<') ? data.trim() : null;
  }
  const body = data as Record<string, unknown>;
  if (typeof body.detail === 'string' && body.detail.trim()) return body.detail;
  const lines = Object.entries(body)
    .map(([key, value]) => {
      const text = valueText(value);
      if (!text) return '';
      const label = NON_FIELD_KEYS.has(key) ? undefined : labelOf(key, labels);
      return label ? `${label} – ${text}` : text;
    })
    .filter(Boolean);
  return lines.length ? lines.join('\n') : null;
}

/** How to say a failure: the text when it has none (a string alone means this), the form's field names. */
export type ErrorTextOptions = string | { fallback?: string; labels?: FieldLabels };

/**
 * The text to show for a failed call (toast or alert):
 * the response `detail`; else one 'Поле – value1, value2' line per field (the field's Russian name, or
 * the values alone); else 'Что-то пошло не так...' (also for network errors and non-API errors).
 */
export function formatApiError(error: unknown, options: ErrorTextOptions = {}): string {
  const { fallback = FALLBACK_ERROR_TEXT, labels } =
    typeof options === 'string' ? { fallback: options } : options;
  return formatErrorBody(apiErrorData(error), labels) ?? fallback;
}

/**
 * The field messages of a refused call (a 400 `{field: [messages]}` body), renamed to the form's fields:
 * `apiFieldErrors(error, { first_name: 'name' })` → `{ name: 'Имя должно…' }`; undefined when none of
 * the listed fields has a message.
 */
export function apiFieldErrors(
  error: unknown,
  fields: Readonly<Record<string, string>>,
): Record<string, string> | undefined {
  const data = apiErrorData(error);
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const body = data as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const [apiField, formField] of Object.entries(fields)) {
    const list = body[apiField];
    const message = Array.isArray(list) ? list[0] : list;
    if (typeof message === 'string' && message) errors[formField] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * What a react-final-form `onSubmit` returns for a failed call (final-form's submission errors): the
 * listed fields' messages under the form's field names, else the SPEC §8 text as the form's error
 * (its lines naming the fields by `labels`, the form's own, else FIELD_LABELS).
 */
export function submissionErrors(
  error: unknown,
  fields: Readonly<Record<string, string>> = {},
  labels?: FieldLabels,
): Record<string, string> {
  return apiFieldErrors(error, fields) ?? { [FORM_ERROR]: formatApiError(error, { labels }) };
}
