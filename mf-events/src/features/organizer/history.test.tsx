/**
 * «История изменений» of a game reads as a person writes: Russian field names, the theme's and the
 * venue's titles instead of their ids, dates in the game city's time zone, enumerations by their labels,
 * never a raw key or an ISO instant.
 */
import { fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import type { AuditEntry, OrganizerEvent, OrganizerPlace } from '@quiz/contract';
import { makeCity, makePlace, makeTheme } from '@quiz/contract/fixtures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerEventScreen from '../../screens/OrganizerEventScreen';
import { historyLines } from './historyValues';

jest.setTimeout(40_000);

const host = { loadRemote: () => Promise.reject(new Error('unused')) };
const ALMATY = makeCity({
  id: 2,
  title: 'Алматы',
  timezone: 'Asia/Almaty',
  currency: { code: 'KZT', symbol: '₸' },
});
const PLACE: OrganizerPlace = {
  ...makePlace({ id: 4, title: 'Бар «Степь»', city: 2 }),
  max_teams: 20,
  seats: [],
  archived: false,
  merged_into: null,
  games: 1,
};
const OLD_PLACE: OrganizerPlace = {
  ...makePlace({ id: 5, title: 'Кафе «Юрта»', city: 2 }),
  max_teams: null,
  seats: [],
  archived: false,
  merged_into: null,
  games: 1,
};
const THEMES = [makeTheme({ id: 7, title: 'Гарри Поттер' }), makeTheme({ id: 21, title: 'Игра престолов' })];

beforeEach(() => session$.next({ token: 'f'.repeat(40), user: null }));
afterEach(() => session$.next({ token: null, user: null }));

function almatyGame(): OrganizerEvent {
  return {
    id: 50,
    city: 2,
    timezone: 'Asia/Almaty',
    currency: { code: 'KZT', symbol: '₸' },
    theme: 21,
    theme_title: 'Игра престолов',
    place: 4,
    place_title: 'Бар «Степь»',
    place_max_teams: 20,
    place_max_players_in_team: null,
    date: '2099-12-05T14:00:00.000Z',
    postfix: '',
    description: '',
    cost: 3000,
    difficulty: 'other',
    max_teams: null,
    max_players_in_team: null,
    registration_opens_at: null,
    is_preorder_opened: true,
    united_tag: null,
    reg_url: null,
    workflow_state: 'published',
    teams_registered: 0,
    teams_reserve: 0,
    tours: 6,
    results_published_at: null,
    album: null,
  };
}

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2099-11-20T09:00:00.000Z',
  by: { id: 1, name: 'Организатор' },
  action: 'event.save',
  summary: 'Игра изменена',
  changes: [],
  ...over,
});

const HISTORY: AuditEntry[] = [
  entry({
    id: 3,
    action: 'event.postpone',
    summary: 'Игра перенесена',
    changes: [
      { field: 'date', before: '2099-12-04T14:00:00.000Z', after: '2099-12-05T14:00:00.000Z' },
      { field: 'reason', before: null, after: 'Зал занят' },
    ],
  }),
  entry({
    id: 2,
    changes: [
      { field: 'theme', before: 7, after: 21 },
      { field: 'place', before: 5, after: 4 },
      { field: 'difficulty', before: 'norm', after: 'other' },
      { field: 'cost', before: 2500, after: 3000 },
      { field: 'is_preorder_opened', before: 0, after: 1 },
      { field: 'max_teams', before: 12, after: null },
      { field: 'workflow_state', before: 'draft', after: 'published' },
    ],
  }),
  entry({
    id: 1,
    action: 'event.create',
    summary: 'Игра создана (черновик)',
    changes: [
      { field: 'theme', before: null, after: 7 },
      { field: 'registration_opens_at', before: null, after: '2099-11-30T05:00:00.000Z' },
    ],
  }),
];

async function openHistory() {
  const net = fakeNetwork();
  net.on('organizerThemes', { status: 200, data: THEMES });
  // the console's own list of themes (archived ones marked), where the console reads them from it
  net.on('organizerThemes', {
    status: 200,
    data: THEMES.map((t) => ({ ...t, archived: false, merged_into: null, games: 1, editable: true })),
  });
  net.on('organizerPlaces', { status: 200, data: [PLACE, OLD_PLACE] });
  net.on('organizerEvents', { status: 200, data: { cities: [ALMATY], upcoming: [], past: [] } });
  net.on('organizerEvent', { status: 200, data: almatyGame() });
  net.on('organizerEventHistory', { status: 200, data: HISTORY });
  render(
    <OrganizerEventScreen
      route="organizerEvent"
      params={{ eventId: '50' }}
      query={{}}
      embedded={false}
      host={host}
    />,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'История изменений' }));
  return screen.getByRole('list', { name: 'История изменений' });
}

describe('«История изменений»', () => {
  it('names the fields in Russian, the theme and venue by title, enumerations by label, money in the city’s currency', async () => {
    const history = await openHistory();
    // the second entry of the list (newest first): the edit
    const edit = history.querySelectorAll(':scope > li')[1] as HTMLElement;
    expect(edit).toHaveTextContent('Тема: Гарри Поттер → Игра престолов');
    expect(edit).toHaveTextContent('Площадка: Кафе «Юрта» → Бар «Степь»');
    expect(edit).toHaveTextContent('Сложность: Средняя → Сложная');
    expect(edit).toHaveTextContent(/Цена: 2\s500\s₸ → 3\s000\s₸/);
    expect(edit).toHaveTextContent('Предзаказ открыт: нет → да');
    expect(edit).toHaveTextContent('Лимит команд: 12 → как у площадки');
    expect(edit).toHaveTextContent('Состояние: Черновик → Опубликована');
    for (const raw of ['theme', 'difficulty', 'other', 'workflow_state', 'is_preorder_opened', '21', '→ 1'])
      expect(history.textContent).not.toContain(raw);
  });

  it('shows dates in the game city’s zone with the Russian date line, and a creation as the values set', async () => {
    const history = await openHistory();
    // 14:00 UTC is 19:00 in Almaty (UTC+5)
    expect(history).toHaveTextContent('Дата и время: пт, 4 декабря · 19:00 → сб, 5 декабря · 19:00');
    expect(history).toHaveTextContent('Причина: Зал занят');
    expect(history).toHaveTextContent('Регистрация открывается: пн, 30 ноября · 10:00');
    expect(history).toHaveTextContent('Тема: Гарри Поттер');
    expect(history.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(history.textContent).not.toContain('— →');
  });
});

describe('historyLines', () => {
  const context = { timeZone: 'Europe/Moscow', currency: '₽', themes: THEMES, places: [PLACE] };

  it('names a team’s fields, a tour’s scores and results; never a raw key', () => {
    const lines = historyLines(
      entry({
        action: 'check_in',
        changes: [
          { field: 'arrived:12', before: false, after: true },
          { field: 'players_arrived:12', before: null, after: 5 },
          { field: 'status:12', before: 'reserve', after: 'registered' },
          { field: 'tour_scores:12:3', before: null, after: 7.5 },
          { field: 'results_published_at', before: null, after: '2099-12-04T18:00:00.000Z' },
          { field: 'photos', before: 3, after: 5 },
          { field: 'some_new_column', before: 'a', after: 'b' },
        ],
      }),
      context,
    );
    expect(lines).toEqual([
      'Пришла: нет → да',
      'Пришло человек: — → 5',
      'Статус команды: В резерве → Зарегистрирована',
      'Баллы за тур 3: — → 7,5',
      'Результаты опубликованы: — → пт, 4 декабря · 21:00',
      'Фото в отчёте: 3 → 5',
      'Другое поле: a → b',
    ]);
  });

  it('a theme or venue no longer listed is named by its number, not a bare id', () => {
    const [line] = historyLines(entry({ changes: [{ field: 'theme', before: 99, after: 21 }] }), context);
    expect(line).toBe('Тема: тема № 99 → Игра престолов');
  });
});
