/**
 * The one formatter of «История изменений»: each recorded change (`{field, before, after}`, the raw
 * column values the server stores) as a line a person reads — the field's Russian name (the schedule
 * form's label), the theme's and venue's titles instead of their ids, instants in the game city's time
 * zone (@quiz/ui's Russian date line), money in the city's currency, enumerations by their labels. A
 * field it does not know is «Другое поле», never its key.
 */
import type { AuditChange, AuditEntry } from '@quiz/contract';
import { formatDateLine, formatMoney, formatNumber } from '@quiz/ui';
import { DIFFICULTY_OPTIONS, STATE_LABELS } from './eventValues';

/** What the lines are read against: the game's city and the titles the console has loaded. */
export interface HistoryContext {
  timeZone: string;
  /** the city's currency symbol */
  currency: string;
  themes: readonly { id: number; title: string }[];
  places: readonly { id: number; title: string }[];
}

type Value = AuditChange['before'];

type Kind =
  | 'text'
  | 'number'
  | 'date'
  | 'money'
  | 'yesNo'
  | 'theme'
  | 'place'
  | 'difficulty'
  | 'state'
  | 'lineup';

interface FieldFormat {
  label: string;
  kind: Kind;
  /** what an empty value (null, '') means for this field; '—' when not said */
  empty?: string;
  /** a value said once, with nothing before it (the organizer's reason): shown without «before →» */
  once?: boolean;
}

const LONG_TEXT = 120;

const FIELDS: Readonly<Record<string, FieldFormat>> = {
  theme: { label: 'Тема', kind: 'theme' },
  place: { label: 'Площадка', kind: 'place' },
  date: { label: 'Дата и время', kind: 'date' },
  cost: { label: 'Цена', kind: 'money' },
  difficulty: { label: 'Сложность', kind: 'difficulty' },
  postfix: { label: 'Подзаголовок', kind: 'text' },
  description: { label: 'Описание', kind: 'text' },
  max_teams: { label: 'Лимит команд', kind: 'number', empty: 'как у площадки' },
  max_players_in_team: { label: 'Игроков в команде', kind: 'number', empty: 'как у площадки' },
  tours: { label: 'Туров', kind: 'number', empty: 'по умолчанию' },
  registration_opens_at: { label: 'Регистрация открывается', kind: 'date', empty: 'с публикации' },
  is_preorder_opened: { label: 'Предзаказ открыт', kind: 'yesNo' },
  united_tag: { label: 'Сборная игра: общий тег', kind: 'text' },
  reg_url: { label: 'Внешняя ссылка на регистрацию', kind: 'text' },
  workflow_state: { label: 'Состояние', kind: 'state' },
  reason: { label: 'Причина', kind: 'text', once: true },
  results_published_at: { label: 'Результаты опубликованы', kind: 'date' },
  is_completed: { label: 'Игра завершена', kind: 'yesNo' },
  results: { label: 'Результаты', kind: 'text' },
  photos: { label: 'Фото в отчёте', kind: 'number' },
  // per team of the game (`arrived:<lineup id>`): the entry's summary names the team
  arrived: { label: 'Пришла', kind: 'yesNo' },
  players_arrived: { label: 'Пришло человек', kind: 'number' },
  status: { label: 'Статус команды', kind: 'lineup' },
};

/** Changes the entry's summary says in full (a reordering of photo ids, a deleted photo's file). */
const SAID_BY_SUMMARY = new Set(['order', 'photo']);

const OTHER_FIELD: FieldFormat = { label: 'Другое поле', kind: 'text' };

const DIFFICULTY_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  DIFFICULTY_OPTIONS.map((o) => [o.value, o.label]),
);

const LINEUP_LABELS: Readonly<Record<string, string>> = {
  registered: 'Зарегистрирована',
  reserve: 'В резерве',
  no_show: 'Не пришла',
};

/** The field's format: `tour_scores:<lineup>:<tour>` names its tour, `<field>:<lineup>` its field. */
function formatOf(field: string): FieldFormat | null {
  const [base = '', , tour] = field.split(':');
  if (SAID_BY_SUMMARY.has(base)) return null;
  if (base === 'tour_scores') return { label: tour ? `Баллы за тур ${tour}` : 'Баллы', kind: 'number' };
  return FIELDS[base] ?? OTHER_FIELD;
}

const titled = (list: readonly { id: number; title: string }[], value: Value, missing: string) =>
  list.find((item) => item.id === Number(value))?.title ?? `${missing} № ${String(value)}`;

const shortText = (text: string) => (text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text);

/** A JSON value of a field this formatter does not know: its values, never an object's keys. */
function plainText(value: Value): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join(', ');
  if (typeof value === 'object') return plainText(Object.values(value));
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  return String(value);
}

function enumText(labels: Readonly<Record<string, string>>, value: Value): string {
  return labels[String(value)] ?? plainText(value);
}

/** One value as the field shows it. */
function historyValue(format: FieldFormat, value: Value, context: HistoryContext): string {
  if (value === null || value === '') return format.empty ?? '—';
  switch (format.kind) {
    case 'date':
      return formatDateLine(String(value), { timeZone: context.timeZone }) || plainText(value);
    case 'money':
      return typeof value === 'number' ? formatMoney(value, context.currency) : plainText(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : plainText(value);
    case 'yesNo':
      return value === true || value === 1 ? 'да' : value === false || value === 0 ? 'нет' : plainText(value);
    case 'theme':
      return titled(context.themes, value, 'тема');
    case 'place':
      return titled(context.places, value, 'площадка');
    case 'difficulty':
      return enumText(DIFFICULTY_LABELS, value);
    case 'state':
      return enumText(STATE_LABELS, value);
    case 'lineup':
      return enumText(LINEUP_LABELS, value);
    default:
      return shortText(plainText(value));
  }
}

const isEmpty = (value: Value) => value === null || value === '';

/**
 * The entry's changes as lines: «Поле: было → стало»; a creation, or a value said once, as
 * «Поле: значение».
 */
export function historyLines(entry: AuditEntry, context: HistoryContext): string[] {
  const created = entry.action.endsWith('.create');
  const lines: string[] = [];
  for (const change of entry.changes) {
    const format = formatOf(change.field);
    if (!format) continue;
    const after = historyValue(format, change.after, context);
    const alone = isEmpty(change.before) && (created || format.once === true);
    lines.push(
      alone
        ? `${format.label}: ${after}`
        : `${format.label}: ${historyValue(format, change.before, context)} → ${after}`,
    );
  }
  return lines;
}
