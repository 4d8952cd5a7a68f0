/** The organizer console in mf-events: the games list, the schedule form and its refusals, postpone, cancel, history. */
import { fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import type { OrganizerEvent, OrganizerEventRow, OrganizerPlace } from '@quiz/contract';
import {
  makeCity,
  makeOrganizerEvent,
  makeOrganizerEventRow,
  makeOrganizerPlace,
  makeOrganizerTheme,
} from '@quiz/contract/fixtures';
import {
  ORGANIZER_TEXT_FIELDS,
  ORGANIZER_TEXTS,
  organizerTextError,
  REQUEST_KEY_PATTERN,
  SCORE_TEXTS,
} from '@quiz/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerEventScreen from '../../screens/OrganizerEventScreen';
import OrganizerScreen from '../../screens/OrganizerScreen';
import { captureBus } from '../../test/bus';

jest.setTimeout(40_000);

const host = { loadRemote: () => Promise.reject(new Error('unused')) };
const seen = captureBus();
const MOSCOW = makeCity();
const ALMATY = makeCity({
  id: 2,
  title: 'Алматы',
  timezone: 'Asia/Almaty',
  currency: { code: 'KZT', symbol: '₸' },
});
const PLACE: OrganizerPlace = makeOrganizerPlace({ max_teams: 20 });
const ALMATY_PLACE: OrganizerPlace = makeOrganizerPlace({ id: 4, title: 'Бар «Степь»', city: 2 });

beforeEach(() => session$.next({ token: 'f'.repeat(40), user: null }));
afterEach(() => session$.next({ token: null, user: null }));

const row = (over: Partial<OrganizerEventRow>) =>
  makeOrganizerEventRow({ date: '2026-12-04T16:30:00.000Z', ...over });

const organizerEvent = makeOrganizerEvent;

function answerSchedule(net: ReturnType<typeof fakeNetwork>) {
  net.on('organizerThemes', { status: 200, data: [makeOrganizerTheme()] });
  net.on('organizerPlaces', { status: 200, data: [PLACE, ALMATY_PLACE] });
  net.on('organizerEvents', { status: 200, data: { cities: [MOSCOW, ALMATY], upcoming: [], past: [] } });
}

describe('/organizer', () => {
  it('lists the upcoming and past games with registrations against the limit, and «Новая игра»', async () => {
    fakeNetwork().on('organizerEvents', {
      status: 200,
      data: {
        cities: [MOSCOW],
        upcoming: [row({})],
        past: [row({ id: 40, postfix: '#1', workflow_state: 'finished', teams_reserve: 0 })],
      },
    });
    render(<OrganizerScreen />);
    const upcoming = await screen.findByRole('region', { name: 'Ближайшие' });
    const game = within(upcoming).getByRole('listitem', { name: 'Гарри Поттер #3' });
    expect(game).toHaveTextContent(/3\sкоманды из 20 · 14\sучастников · резерв 1/);
    expect(within(game).getByText('Опубликована')).toBeInTheDocument();
    expect(within(game).getByRole('link', { name: 'Гарри Поттер #3' })).toHaveAttribute(
      'href',
      '/organizer/event/50',
    );
    const past = screen.getByRole('region', { name: 'Прошедшие' });
    expect(within(past).getByText('Прошла')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новая игра' })).toHaveAttribute('href', '/organizer/event/new');
  });
});

describe('schedule a game', () => {
  const renderNew = () =>
    render(
      <OrganizerEventScreen route="organizerNewEvent" params={{}} query={{}} embedded={false} host={host} />,
    );

  it('refuses a date in the past, a negative price and a team size of 0 with the domain texts, sending nothing', async () => {
    const net = fakeNetwork();
    answerSchedule(net);
    renderNew();
    await userEvent.selectOptions(await screen.findByLabelText('Тема'), '7');
    await userEvent.selectOptions(screen.getByLabelText('Площадка'), '3');
    await userEvent.type(screen.getByLabelText('Дата и время'), '2020-01-01T19:00');
    await userEvent.type(screen.getByLabelText('Цена, ₽'), '-5');
    await userEvent.type(screen.getByLabelText('Игроков в команде'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByText(ORGANIZER_TEXTS.dateInPast)).toBeInTheDocument();
    expect(screen.getByText(ORGANIZER_TEXTS.negativePrice)).toBeInTheDocument();
    expect(screen.getByText(ORGANIZER_TEXTS.teamSize)).toBeInTheDocument();
    expect(net.calls('organizerCreateEvent')).toHaveLength(0);
  });

  it('publishes a game: the city’s wall clock becomes an instant, the currency is the city’s, then its page opens', async () => {
    const net = fakeNetwork();
    answerSchedule(net);
    net.on('organizerCreateEvent', { status: 201, data: organizerEvent({ id: 77 }) });
    renderNew();
    await userEvent.selectOptions(await screen.findByLabelText('Тема'), '7');
    await userEvent.selectOptions(screen.getByLabelText('Площадка'), '4');
    expect(screen.getByLabelText('Цена, ₸')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Дата и время'), '2099-12-01T19:00');
    await userEvent.type(screen.getByLabelText('Цена, ₸'), '2000');
    await userEvent.type(screen.getByLabelText('Лимит команд'), '15');
    await userEvent.type(screen.getByLabelText('Внешняя ссылка на регистрацию'), 'https://example.com/reg');
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(net.calls('organizerCreateEvent')).toHaveLength(1));
    expect(net.calls('organizerCreateEvent')[0]?.body).toMatchObject({
      theme: 7,
      place: 4,
      // 19:00 in Almaty (UTC+5)
      date: '2099-12-01T14:00:00.000Z',
      cost: 2000,
      max_teams: 15,
      max_players_in_team: null,
      reg_url: 'https://example.com/reg',
      tours: 6,
      publish: true,
    });
    await waitFor(() =>
      expect(seen).toContainEqual({ type: 'nav.go', to: '/organizer/event/77', replace: true }),
    );
  });

  it('sets the tours of the scoring table: 6 to start with, refused outside 1–20, sent with the game', async () => {
    const net = fakeNetwork();
    answerSchedule(net);
    net.on('organizerCreateEvent', { status: 201, data: organizerEvent({ id: 78, tours: 8 }) });
    renderNew();
    await userEvent.selectOptions(await screen.findByLabelText('Тема'), '7');
    await userEvent.selectOptions(screen.getByLabelText('Площадка'), '3');
    await userEvent.type(screen.getByLabelText('Дата и время'), '2099-12-01T19:00');
    await userEvent.type(screen.getByLabelText('Цена, ₽'), '500');
    const tours = screen.getByLabelText('Туров');
    expect(tours).toHaveValue('6');
    await userEvent.clear(tours);
    await userEvent.type(tours, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByText(SCORE_TEXTS.tours)).toBeInTheDocument();
    expect(net.calls('organizerCreateEvent')).toHaveLength(0);
    await userEvent.clear(tours);
    await userEvent.type(tours, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() => expect(net.calls('organizerCreateEvent')).toHaveLength(1));
    expect(net.calls('organizerCreateEvent')[0]?.body).toMatchObject({ tours: 8, publish: false });
  });

  it('creates a theme on the spot and picks it', async () => {
    const net = fakeNetwork();
    answerSchedule(net);
    net.on('organizerCreateThemeWithPicture', {
      status: 201,
      data: makeOrganizerTheme({ id: 9, title: 'Средиземье' }),
    });
    renderNew();
    await userEvent.click(await screen.findByRole('button', { name: 'Новая тема' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая тема' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать тему' }));
    expect(await within(dialog).findByText(ORGANIZER_TEXTS.required)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Название темы'), 'Средиземье');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать тему' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // one request: the theme's fields (and its picture, none here) with the form's request key
    const sent = net.calls('organizerCreateThemeWithPicture')[0]?.body as FormData;
    expect([sent.get('title'), sent.get('description'), sent.get('picture')]).toEqual([
      'Средиземье',
      '',
      null,
    ]);
    expect(sent.get('request_key')).toMatch(REQUEST_KEY_PATTERN);
    expect(screen.getByLabelText('Тема')).toHaveValue('9');
  });

  it('adds a venue with its tables and coordinates checked by the domain rule', async () => {
    const net = fakeNetwork();
    answerSchedule(net);
    net.on('organizerCreatePlace', (req) => ({
      status: 201,
      data: { ...PLACE, id: 12, title: 'Паб «Лис»', seats: [], ...(req.body as object) },
    }));
    renderNew();
    await userEvent.click(await screen.findByRole('button', { name: 'Новая площадка' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая площадка' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Город'), '1');
    await userEvent.type(within(dialog).getByLabelText('Название'), 'Паб «Лис»');
    await userEvent.type(within(dialog).getByLabelText('Адрес'), 'Москва, Арбат, 1');
    await userEvent.type(within(dialog).getByLabelText('Широта'), '95');
    await userEvent.type(within(dialog).getByLabelText('Долгота'), '37,6');
    // two tables, the first taken away again: the second one is sent
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить стол' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить стол' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Убрать стол 1' }));
    expect(within(dialog).queryByRole('button', { name: 'Убрать стол 2' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить площадку' }));
    expect(await within(dialog).findByText(ORGANIZER_TEXTS.badCoordinates)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Широта'));
    await userEvent.type(within(dialog).getByLabelText('Широта'), '55,75');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить площадку' }));
    await waitFor(() => expect(net.calls('organizerCreatePlace')).toHaveLength(1));
    expect(net.calls('organizerCreatePlace')[0]?.body).toEqual({
      city: 1,
      title: 'Паб «Лис»',
      address: 'Москва, Арбат, 1',
      coordinates: { lat: 55.75, lon: 37.6 },
      max_teams: null,
      max_players_in_team: null,
      seats: [{ title: 'Стол 2', capacity: 6, max_capacity: 8 }],
      request_key: expect.stringMatching(REQUEST_KEY_PATTERN),
    });
    await waitFor(() => expect(screen.getByLabelText('Площадка')).toHaveValue('12'));
  });
});

describe('a scheduled game', () => {
  const renderGame = () =>
    render(
      <OrganizerEventScreen
        route="organizerEvent"
        params={{ eventId: '50' }}
        query={{}}
        embedded={false}
        host={host}
      />,
    );

  function answerGame(net: ReturnType<typeof fakeNetwork>) {
    answerSchedule(net);
    net.on('organizerEvent', { status: 200, data: organizerEvent({ tours: 9 }) });
    net.on('organizerEventHistory', {
      status: 200,
      data: [
        {
          id: 1,
          at: '2026-11-20T09:00:00.000Z',
          by: { id: 1, name: 'Организатор' },
          action: 'event.update',
          summary: 'Изменена цена',
          changes: [{ field: 'cost', before: 500, after: 600 }],
        },
      ],
    });
  }

  it('shows its values in the city’s time, its links and «История изменений»', async () => {
    const net = fakeNetwork();
    answerGame(net);
    renderGame();
    expect(await screen.findByLabelText('Дата и время')).toHaveValue('2099-12-04T19:30');
    expect(screen.getByLabelText('Цена, ₽')).toHaveValue('600');
    expect(screen.getByLabelText('Туров')).toHaveValue('9');
    expect(screen.getByRole('link', { name: 'Кто придёт' })).toHaveAttribute(
      'href',
      '/organizer/event/50/teams',
    );
    expect(screen.getByRole('link', { name: 'Баллы игры' })).toHaveAttribute(
      'href',
      '/organizer/event/50/scores',
    );
    await userEvent.click(screen.getByRole('button', { name: 'История изменений' }));
    const history = screen.getByRole('list', { name: 'История изменений' });
    expect(history).toHaveTextContent('Изменена цена');
    expect(history).toHaveTextContent('Цена: 500 ₽ → 600 ₽');
  });

  it('refuses a team limit below the teams already registered', async () => {
    const net = fakeNetwork();
    answerGame(net);
    renderGame();
    await userEvent.type(await screen.findByLabelText('Лимит команд'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(ORGANIZER_TEXTS.limitBelowRegistered(3))).toBeInTheDocument();
    expect(net.calls('organizerUpdateEvent')).toHaveLength(0);
  });

  it('postpones to a new date and cancels after a confirmation', async () => {
    const net = fakeNetwork();
    answerGame(net);
    net.on('organizerUpdateEvent', (req) => {
      const body = req.body as { action: string; date?: string };
      return {
        status: 200,
        data: organizerEvent(
          body.action === 'cancel' ? { workflow_state: 'cancelled' } : { date: body.date ?? '' },
        ),
      };
    });
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: 'Перенести' }));
    const dialog = await screen.findByRole('dialog', { name: 'Перенести игру' });
    const date = within(dialog).getByLabelText('Новая дата и время');
    await userEvent.clear(date);
    await userEvent.type(date, '2099-12-11T19:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перенести' }));
    await waitFor(() => expect(net.calls('organizerUpdateEvent')).toHaveLength(1));
    expect(net.calls('organizerUpdateEvent')[0]?.body).toEqual({
      action: 'postpone',
      date: '2099-12-11T16:30:00.000Z',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Отменить игру' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отменить игру?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отменить игру' }));
    await waitFor(() => expect(net.calls('organizerUpdateEvent')).toHaveLength(2));
    expect(net.calls('organizerUpdateEvent')[1]?.body).toEqual({ action: 'cancel' });
    expect(await screen.findByText(ORGANIZER_TEXTS.cannotChangeCancelled)).toBeInTheDocument();
  });

  it('asks before cancelling, sends the optional reason, and restores a cancelled game after a confirmation', async () => {
    const net = fakeNetwork();
    answerGame(net);
    // the game as the server has it: the screen reloads it after each change
    let state: OrganizerEvent['workflow_state'] = 'published';
    net.on('organizerEvent', () => ({ status: 200, data: organizerEvent({ workflow_state: state }) }));
    net.on('organizerUpdateEvent', (req) => {
      state = (req.body as { action: string }).action === 'cancel' ? 'cancelled' : 'published';
      return { status: 200, data: organizerEvent({ workflow_state: state }) };
    });
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить игру' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отменить игру?' });
    // «Не отменять» closes the dialog and sends nothing
    await userEvent.click(within(confirm).getByRole('button', { name: 'Не отменять' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.calls('organizerUpdateEvent')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Отменить игру' }));
    const again = await screen.findByRole('dialog', { name: 'Отменить игру?' });
    const reason = within(again).getByLabelText('Причина (необязательно)');
    await userEvent.type(reason, 'Ведущий\u200bзаболел');
    await userEvent.click(within(again).getByRole('button', { name: 'Отменить игру' }));
    const refusal = organizerTextError('Ведущий\u200bзаболел', ORGANIZER_TEXT_FIELDS.noticeReason) ?? '';
    expect(refusal).toMatch(/^Причина/);
    expect(await within(again).findByText(refusal)).toBeInTheDocument();
    expect(net.calls('organizerUpdateEvent')).toHaveLength(0);
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Ведущий заболел');
    await userEvent.click(within(again).getByRole('button', { name: 'Отменить игру' }));
    await waitFor(() => expect(net.calls('organizerUpdateEvent')).toHaveLength(1));
    expect(net.calls('organizerUpdateEvent')[0]?.body).toEqual({
      action: 'cancel',
      reason: 'Ведущий заболел',
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Вернуть игру' }));
    const restore = await screen.findByRole('dialog', { name: 'Вернуть игру в расписание?' });
    await userEvent.click(within(restore).getByRole('button', { name: 'Вернуть игру' }));
    await waitFor(() => expect(net.calls('organizerUpdateEvent')).toHaveLength(2));
    expect(net.calls('organizerUpdateEvent')[1]?.body).toEqual({ action: 'restore' });
    expect(await screen.findByRole('button', { name: 'Отменить игру' })).toBeInTheDocument();
  });
});
