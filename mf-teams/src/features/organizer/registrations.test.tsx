/** The organizer's «Кто придёт»: totals against the limits, lineups, captain's phone, reserve, check-in, CSV. */
import { fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import type { RegistrationsResponse, RegistrationTeam } from '@quiz/contract';
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
    captain: { id: 1, name: 'Анна', phone: '79161234567' },
    players: [
      { id: 1, name: 'Анна', phone: '79161234567', participant_count: 2 },
      { id: 2, name: 'Борис', phone: null, participant_count: 1 },
    ],
    participants: 3,
    arrived: false,
    players_arrived: null,
    registered_at: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

function answer(arrived = false): RegistrationsResponse {
  return {
    event: { id: 7, title: 'Гарри Поттер #2', date: '2026-12-01T16:00:00.000Z', timezone: 'Europe/Moscow' },
    totals: {
      teams_registered: 2,
      teams_reserve: 1,
      participants_registered: 7,
      teams_arrived: arrived ? 1 : 0,
      teams_no_show: 0,
      team_limit: 2,
      max_players_in_team: 8,
    },
    teams: [
      team({ event_team_id: 31, title: 'Совы', arrived }),
      team({
        event_team_id: 32,
        title: 'Ёжики',
        participants: 4,
        captain: { id: 3, name: 'Вера', phone: null },
      }),
      team({ event_team_id: 33, title: 'Квизоны', status: 'reserve', reserve_position: 1 }),
    ],
    offer: null,
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

describe('who is coming', () => {
  it('shows totals against the limit, lineups with guests, the captain’s phone as a call link, and the reserve in order', async () => {
    fakeNetwork().on('organizerRegistrations', { status: 200, data: answer() });
    renderTeams();
    const totals = await screen.findByRole('region', { name: 'Итого' });
    expect(totals).toHaveTextContent(/2\sкоманды из 2/);
    expect(totals).toHaveTextContent(/7\sучастников · до 8 в команде/);
    expect(totals).toHaveTextContent('Пришли: 0 · В резерве: 1');
    const owls = screen.getByRole('article', { name: 'Совы' });
    expect(within(owls).getByText(/3\sучастника/)).toBeInTheDocument();
    expect(within(owls).getByRole('link', { name: '+7 916 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+79161234567',
    );
    expect(within(owls).getByRole('list', { name: 'Состав «Совы»' })).toHaveTextContent('Анна +1Борис');
    expect(
      within(screen.getByRole('article', { name: 'Ёжики' })).getByText('Капитан: Вера'),
    ).toBeInTheDocument();
    const reserve = screen.getByRole('region', { name: 'Резерв' });
    expect(within(reserve).getByRole('heading', { name: '1. Квизоны' })).toBeInTheDocument();
  });

  it('links to the game and to its scores', async () => {
    fakeNetwork().on('organizerRegistrations', { status: 200, data: answer() });
    renderTeams();
    const nav = await screen.findByRole('navigation', { name: 'Игра' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['К игре', '/organizer/event/7'],
      ['Баллы игры', '/organizer/event/7/scores'],
    ]);
  });

  it('checks a team in with one tap and shows it', async () => {
    const net = fakeNetwork();
    net.on('organizerRegistrations', { status: 200, data: answer() });
    net.on('organizerCheckIn', { status: 200, data: answer(true) });
    renderTeams();
    const owls = await screen.findByRole('article', { name: 'Совы' });
    await userEvent.click(within(owls).getByRole('button', { name: 'Отметить: пришла' }));
    expect(net.calls('organizerCheckIn')[0]).toMatchObject({
      method: 'POST',
      url: 'organizer/events/7/check_in/31/',
      body: { arrived: true },
    });
    expect(await within(owls).findByRole('button', { name: 'Пришла ✓' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Итого' })).toHaveTextContent('Пришли: 1');
  });

  it('a refused check-in says why on that team and leaves it unmarked', async () => {
    const net = fakeNetwork();
    net.on('organizerRegistrations', { status: 200, data: answer() });
    net.on('organizerCheckIn', { status: 400, data: { detail: 'Игра уже закончилась.' } });
    renderTeams();
    const owls = await screen.findByRole('article', { name: 'Совы' });
    await userEvent.click(within(owls).getByRole('button', { name: 'Отметить: пришла' }));
    expect(await within(owls).findByRole('alert')).toHaveTextContent('Игра уже закончилась.');
    expect(within(owls).getByRole('button', { name: 'Отметить: пришла' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Итого' })).toHaveTextContent('Пришли: 0');
  });

  it('downloads the CSV for the venue (with its byte order mark) through the API with the token', async () => {
    const net = fakeNetwork();
    net.on('organizerRegistrations', (req) =>
      req.query.format === 'csv'
        ? { status: 200, data: 'Команда;Капитан\r\nСовы;Анна\r\n', headers: { 'content-type': 'text/csv' } }
        : { status: 200, data: answer() },
    );
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderTeams();
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const link = clicked[0] as HTMLAnchorElement;
    expect(link.download).toBe('registrations-7.csv');
    const text = decodeURIComponent(link.href.slice(link.href.indexOf(',') + 1));
    expect(text).toBe('\uFEFFКоманда;Капитан\r\nСовы;Анна\r\n');
    expect(net.calls('organizerRegistrations').at(-1)?.authorization).toBe(`Token ${'f'.repeat(40)}`);
    click.mockRestore();
  });

  it('a player or another city’s organizer sees the server’s Russian refusal', async () => {
    fakeNetwork().on('organizerRegistrations', {
      status: 403,
      data: { detail: 'Вы не организатор в этом городе: эту игру ведут организаторы другого города.' },
    });
    renderTeams();
    expect(await screen.findByText(/Вы не организатор в этом городе/)).toBeInTheDocument();
  });
});
