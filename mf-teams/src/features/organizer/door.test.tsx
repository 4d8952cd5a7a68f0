/**
 * «Кто придёт» on game night: the list's search, a walk-in team (new, or from the base), a no-show whose
 * place is offered to the first reserve team, and the «Превысить лимит» question before going over a
 * limit (sent again with over_limit only when confirmed; «Отмена» sends nothing).
 */
import { fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import type { RegistrationsResponse, RegistrationTeam } from '@quiz/contract';
import { offerPlaceText, teamLimitText } from '@quiz/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerTeamsScreen from '../../screens/OrganizerTeamsScreen';

jest.setTimeout(30_000);

const host = { loadRemote: () => Promise.reject(new Error('unused')) };

function team(over: Partial<RegistrationTeam> & { event_team_id: number; title: string }): RegistrationTeam {
  return {
    team_id: over.event_team_id,
    status: 'registered',
    reserve_position: null,
    captain: { id: over.event_team_id, name: 'Анна', phone: '79161234567' },
    players: [{ id: over.event_team_id, name: 'Анна', phone: '79161234567', participant_count: 3 }],
    participants: 3,
    arrived: false,
    players_arrived: null,
    registered_at: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

const owls = team({
  event_team_id: 31,
  title: 'Совы',
  captain: { id: 1, name: 'Анна', phone: '79161234567' },
});
const hedgehogs = team({
  event_team_id: 32,
  title: 'Ёжики',
  captain: { id: 3, name: 'Вера Петрова', phone: '79035550011' },
});
const quizzers = team({
  event_team_id: 33,
  title: 'Квизоны',
  status: 'reserve',
  reserve_position: 1,
  captain: { id: 4, name: 'Олег', phone: '79267770022' },
});

function answer(
  teams: RegistrationTeam[],
  offer: RegistrationsResponse['offer'] = null,
): RegistrationsResponse {
  const registered = teams.filter((t) => t.status === 'registered');
  return {
    event: { id: 7, title: 'Гарри Поттер #2', date: '2026-12-01T16:00:00.000Z', timezone: 'Europe/Moscow' },
    totals: {
      teams_registered: registered.length,
      teams_reserve: teams.filter((t) => t.status === 'reserve').length,
      participants_registered: registered.length * 3,
      teams_arrived: teams.filter((t) => t.arrived).length,
      teams_no_show: teams.filter((t) => t.status === 'no_show').length,
      team_limit: 2,
      max_players_in_team: 8,
    },
    teams,
    offer,
  };
}

beforeEach(() => session$.next({ token: 'f'.repeat(40), user: null }));
afterEach(() => session$.next({ token: null, user: null }));

const renderTeams = () =>
  render(
    <OrganizerTeamsScreen
      route="organizerEventTeams"
      params={{ eventId: '7' }}
      query={{}}
      embedded={false}
      host={host}
    />,
  );

const cardTitles = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('the door', () => {
  it('finds a team in the list by its title, its captain’s name or the digits of his phone', async () => {
    fakeNetwork().on('organizerRegistrations', { status: 200, data: answer([owls, hedgehogs, quizzers]) });
    renderTeams();
    const search = await screen.findByRole('searchbox', { name: 'Найти в списке' });
    await userEvent.type(search, 'петрова');
    expect(cardTitles()).toEqual(['Ёжики']);
    await userEvent.clear(search);
    await userEvent.type(search, '8 926 777');
    expect(cardTitles()).toEqual(['Квизоны']);
    await userEvent.clear(search);
    await userEvent.type(search, 'совы');
    expect(cardTitles()).toEqual(['Совы']);
    await userEvent.clear(search);
    await userEvent.type(search, 'пингвины');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText('Никого не нашлось.')).toBeInTheDocument();
  });

  it('adds a new walk-in team with its captain’s phone and the people it brought', async () => {
    const net = fakeNetwork();
    net.on('organizerRegistrations', { status: 200, data: answer([owls]) });
    const late = team({ event_team_id: 40, title: 'Поздние совы', arrived: true, players_arrived: 4 });
    net.on('organizerWalkIn', { status: 201, data: answer([owls, late]) });
    renderTeams();
    const form = await screen.findByRole('form', { name: 'Новая команда' });
    await userEvent.type(within(form).getByLabelText('Название команды'), 'Поздние совы');
    await userEvent.type(within(form).getByLabelText('Телефон капитана'), '+7 999 555-01-01');
    await userEvent.type(within(form).getByLabelText('Имя капитана'), 'Пётр');
    await userEvent.type(within(form).getByLabelText('Сколько пришло человек'), '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Добавить в игру' }));
    const card = await screen.findByRole('article', { name: 'Поздние совы' });
    expect(within(card).getByText('Пришли 4 человека')).toBeInTheDocument();
    expect(net.calls('organizerWalkIn')).toHaveLength(1);
    expect(net.calls('organizerWalkIn')[0]).toMatchObject({
      url: 'organizer/events/7/walk_in/',
      body: { title: 'Поздние совы', captain_phone: '+7 999 555-01-01', captain_name: 'Пётр', players: 4 },
    });
    await waitFor(() => expect(within(form).getByLabelText('Название команды')).toHaveValue(''));
  });

  it('adds a team found in the base; a title taken is said at its field', async () => {
    const net = fakeNetwork();
    net.on('organizerRegistrations', { status: 200, data: answer([owls]) });
    net.on('organizerTeamSearch', {
      status: 200,
      data: {
        teams: [
          {
            id: 50,
            title: 'Старые знакомые',
            captain: { name: 'Зоя', phone: '+7 ••• •••-02-00' },
            on_event: false,
          },
        ],
      },
    });
    const old = team({ event_team_id: 41, title: 'Старые знакомые', team_id: 50, arrived: true });
    net.on('organizerWalkIn', (req) =>
      (req.body as { team?: number }).team === 50
        ? { status: 201, data: answer([owls, old]) }
        : { status: 400, data: { title: ['Команда с таким названием уже существует: найдите её в базе.'] } },
    );
    renderTeams();
    const search = await screen.findByRole('form', { name: 'Команда из базы' });
    await userEvent.type(within(search).getByRole('searchbox'), 'Старые');
    await userEvent.click(within(search).getByRole('button', { name: 'Найти' }));
    expect(net.calls('organizerTeamSearch')[0]?.query).toEqual({ q: 'Старые' });
    expect(await screen.findByText(/Зоя, \+7 ••• •••-02-00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить в игру: «Старые знакомые»' }));
    expect(await screen.findByRole('article', { name: 'Старые знакомые' })).toBeInTheDocument();
    expect(net.calls('organizerWalkIn')[0]?.body).toEqual({ team: 50 });

    const form = screen.getByRole('form', { name: 'Новая команда' });
    await userEvent.type(within(form).getByLabelText('Название команды'), 'Совы');
    await userEvent.type(within(form).getByLabelText('Телефон капитана'), '79995550102');
    await userEvent.click(within(form).getByRole('button', { name: 'Добавить в игру' }));
    expect(
      await within(form).findByText('Команда с таким названием уже существует: найдите её в базе.'),
    ).toBeInTheDocument();
  });

  it('a no-show frees its place and the console offers it to the first reserve team', async () => {
    const net = fakeNetwork();
    net.on('organizerRegistrations', { status: 200, data: answer([owls, hedgehogs, quizzers]) });
    const gone = { ...hedgehogs, status: 'no_show' as const };
    net.on('organizerNoShow', {
      status: 200,
      data: answer([owls, quizzers, gone], { event_team_id: 33, title: 'Квизоны' }),
    });
    const promoted = { ...quizzers, status: 'registered' as const, reserve_position: null };
    net.on('organizerPromote', { status: 200, data: answer([owls, promoted, gone]) });
    renderTeams();
    const card = await screen.findByRole('article', { name: 'Ёжики' });
    expect(screen.queryByRole('button', { name: offerPlaceText('Квизоны') })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Не пришла: «Ёжики»' }));
    expect(net.calls('organizerNoShow')[0]?.url).toBe('organizer/events/7/no_show/32/');
    const offer = await screen.findByRole('button', { name: offerPlaceText('Квизоны') });
    expect(
      within(screen.getByRole('region', { name: 'Не пришли' })).getByRole('article', { name: 'Ёжики' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Итого' })).toHaveTextContent('Не пришли: 1');

    await userEvent.click(offer);
    expect(net.calls('organizerPromote')[0]).toMatchObject({
      url: 'organizer/events/7/promote/33/',
      body: {},
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: offerPlaceText('Квизоны') })).toBeNull());
    expect(
      within(screen.getByRole('region', { name: 'Зарегистрированы' })).getByRole('article', {
        name: 'Квизоны',
      }),
    ).toBeInTheDocument();
  });

  it('over the limit asks «Превысить лимит» and sends over_limit only when confirmed; «Отмена» sends nothing', async () => {
    const net = fakeNetwork();
    net.on('organizerRegistrations', { status: 200, data: answer([owls, hedgehogs, quizzers]) });
    const detail = teamLimitText(2, 2);
    const promoted = { ...quizzers, status: 'registered' as const, reserve_position: null };
    net.on('organizerPromote', (req) =>
      (req.body as { over_limit?: boolean }).over_limit
        ? { status: 200, data: answer([owls, hedgehogs, promoted]) }
        : { status: 409, data: { detail, limit: 'teams' } },
    );
    renderTeams();
    const reserveCard = await screen.findByRole('article', { name: 'Квизоны' });
    await userEvent.click(within(reserveCard).getByRole('button', { name: 'Перевести в игру: «Квизоны»' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(detail);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(net.calls('organizerPromote')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Резерв' })).getByRole('article', { name: 'Квизоны' }),
    ).toBeInTheDocument();

    await userEvent.click(within(reserveCard).getByRole('button', { name: 'Перевести в игру: «Квизоны»' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Превысить лимит' }));
    await waitFor(() => expect(net.calls('organizerPromote')).toHaveLength(3));
    expect(net.calls('organizerPromote')[2]?.body).toEqual({ over_limit: true });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Зарегистрированы' })).getByRole('article', {
          name: 'Квизоны',
        }),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Резерв' })).toBeNull();
  });

  it('checks a team in with the people it brought; more than the game allows asks first', async () => {
    const net = fakeNetwork();
    net.on('organizerRegistrations', { status: 200, data: answer([owls]) });
    const here = { ...owls, arrived: true, players_arrived: 10 };
    net.on('organizerCheckIn', (req) =>
      (req.body as { over_limit?: boolean }).over_limit
        ? { status: 200, data: answer([here]) }
        : {
            status: 409,
            data: {
              detail: 'В команде на этой игре — не больше 8 человек, а пришли 10. Записать сверх лимита?',
              limit: 'players',
            },
          },
    );
    renderTeams();
    const card = await screen.findByRole('article', { name: 'Совы' });
    const people = within(card).getByRole('spinbutton', { name: 'Сколько пришло человек: «Совы»' });
    expect(people).toHaveValue(3);
    await userEvent.clear(people);
    await userEvent.type(people, '10');
    await userEvent.click(within(card).getByRole('button', { name: 'Отметить: пришла' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('не больше 8 человек, а пришли 10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Превысить лимит' }));
    expect(await within(card).findByText('Пришли 10 человек')).toBeInTheDocument();
    expect(net.calls('organizerCheckIn').map((c) => c.body)).toEqual([
      { arrived: true, players: 10 },
      { arrived: true, players: 10, over_limit: true },
    ]);
  });
});
