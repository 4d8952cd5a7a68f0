/** The seating screen: menu, cards, summary, the four modes, refusals, the organizer gate, live reloads. */
import { fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SittingScreen from '../../screens/SittingScreen';
import { seatingState } from '../../test/fixtures';
import { SeatingView } from './SeatingView';

// userEvent journeys over several renders: generous under a loaded machine
jest.setTimeout(30_000);

const host = { loadRemote: () => Promise.reject(new Error('unused')) };

beforeEach(() => session$.next({ token: 'f'.repeat(40), user: null }));
afterEach(() => session$.next({ token: null, user: null }));

const summary = () => within(screen.getByRole('region', { name: 'Сводка' }));

describe('seating screen (SPEC §2 "Seating")', () => {
  it('shows the menu to the letter, team cards «из 10», history, table cards and the summary', async () => {
    fakeNetwork().on('seating', { status: 200, data: seatingState() });
    render(<SeatingView eventId={5} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Общая информация',
      'Гибкая рассадка',
      'С посадочными решениями',
      'С картосхемой',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Рассадка' })).toBeInTheDocument();
    expect(screen.getByText(/Гарри Поттер #2 · .* · Бар «Сова»/)).toBeInTheDocument();
    const owls = screen.getByRole('article', { name: 'Совы не то, чем кажутся' });
    expect(within(owls).getByText('4 из 10')).toBeInTheDocument();
    expect(within(owls).getByText('В игре')).toBeInTheDocument();
    expect(within(owls).getByText(/Стол 1/)).toBeInTheDocument();
    expect(within(owls).getByText(/20 ноября, 19:05 — 4\sигрока/)).toBeInTheDocument();
    const hedgehogs = screen.getByRole('article', { name: 'Ёжики в тумане' });
    expect(within(hedgehogs).getByText('3 из 10')).toBeInTheDocument();
    expect(within(hedgehogs).getByText('Не в игре')).toBeInTheDocument();
    const table = screen.getByRole('article', { name: 'Стол 1' });
    expect(table).toHaveTextContent('Мест: 6 · Максимум: 8 · Свободно: 4');
    expect(screen.getByRole('article', { name: 'Стол 2' })).toHaveTextContent('Стол свободен');
    expect(summary().getByText(/20\sмест/)).toBeInTheDocument();
    expect(summary().getByText(/1\sкоманда, 4\sигрока/)).toBeInTheDocument();
    expect(summary().getByText('16')).toBeInTheDocument();
  });

  it('«из N» is the game’s player limit the server states for each team («4 из 6»), not SPEC’s default 10', async () => {
    const state = seatingState();
    const limited = { ...state, teams: state.teams.map((team) => ({ ...team, max_players: 6 })) };
    fakeNetwork().on('seating', { status: 200, data: limited });
    render(<SeatingView eventId={5} />);
    const owls = await screen.findByRole('article', { name: 'Совы не то, чем кажутся' });
    expect(within(owls).getByText('4 из 6')).toBeInTheDocument();
    expect(screen.queryByText(/из 10/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'С картосхемой' }));
    expect(screen.getByRole('option', { name: /Совы не то, чем кажутся — 4 из 6/ })).toBeInTheDocument();
  });

  it('flexible mode toggles a team in and sends the version it was based on; the summary follows', async () => {
    const net = fakeNetwork();
    net.on('seating', { status: 200, data: seatingState() });
    net.on('seatTeam', { status: 200, data: seatingState({ inGame: { 11: 1, 12: true } }) });
    render(<SeatingView eventId={5} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Гибкая рассадка' }));
    await userEvent.click(screen.getByRole('button', { name: 'Добавить «Ёжики в тумане» в игру' }));
    expect(net.calls('seatTeam')[0]).toMatchObject({
      url: 'event/5/seating/12/',
      body: { version: 1, is_in_game: true },
    });
    expect(
      await screen.findByRole('button', { name: 'Убрать «Ёжики в тумане» из игры' }),
    ).toBeInTheDocument();
    expect(summary().getByText(/2\sкоманды, 7\sигроков/)).toBeInTheDocument();
    expect(summary().getByText('13')).toBeInTheDocument();
  });

  it('table mode seats the selected team at the selected table', async () => {
    const net = fakeNetwork();
    net.on('seating', { status: 200, data: seatingState() });
    net.on('seatTeam', { status: 200, data: seatingState({ inGame: { 11: 1, 13: 2 } }) });
    render(<SeatingView eventId={5} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'С посадочными решениями' }));
    expect(screen.getByText('Выберите команду, затем стол.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Посадить за Стол 2' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать «Квизоны»' }));
    await userEvent.click(screen.getByRole('button', { name: 'Посадить «Квизоны» за Стол 2' }));
    expect(net.calls('seatTeam')[0]).toMatchObject({
      url: 'event/5/seating/13/',
      body: { version: 1, seat_id: 2 },
    });
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Стол 2' })).toHaveTextContent('Свободно: 1'),
    );
    expect(screen.getByRole('article', { name: 'Стол 2' })).toHaveTextContent('Квизоны');
  });

  it('map mode shows the plan with its tables and seats a team picked on the plan', async () => {
    const net = fakeNetwork();
    net.on('seating', { status: 200, data: seatingState() });
    net.on('seatTeam', { status: 200, data: seatingState({ inGame: { 12: 1, 11: 2 } }) });
    render(<SeatingView eventId={5} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'С картосхемой' }));
    const plan = screen.getByRole('region', { name: 'План зала: Бар «Сова»' });
    expect(within(plan).getByText('Барная стойка')).toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: 'Стол 1, свободно 4 из 8' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Команда' }), '12');
    expect(screen.getByText('Нажмите на стол, чтобы посадить «Ёжики в тумане».')).toBeInTheDocument();
    await userEvent.click(within(plan).getByRole('button', { name: 'Стол 1, свободно 4 из 8' }));
    expect(net.calls('seatTeam')[0]?.body).toEqual({ version: 1, seat_id: 1 });
    expect(await within(plan).findByRole('button', { name: 'Стол 2, свободно 2 из 6' })).toBeInTheDocument();
  });

  it('a refused change shows the server text and the fresh seating', async () => {
    const net = fakeNetwork();
    net.on('seating', { status: 200, data: seatingState() });
    const fresh = seatingState({ inGame: { 11: 1, 12: true } });
    net.on('seatTeam', {
      status: 409,
      data: { detail: 'Рассадку этой команды уже изменил другой организатор.', state: fresh },
    });
    render(<SeatingView eventId={5} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Гибкая рассадка' }));
    await userEvent.click(screen.getByRole('button', { name: 'Добавить «Ёжики в тумане» в игру' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Рассадку этой команды уже изменил другой организатор.',
    );
    expect(screen.getByRole('button', { name: 'Убрать «Ёжики в тумане» из игры' })).toBeInTheDocument();
  });

  it('«Добавить в игру» of a reserve team on a full game asks «Превысить лимит» and goes over only when confirmed', async () => {
    const net = fakeNetwork();
    const waiting = seatingState({ status: { 12: 'reserve' } });
    net.on('seating', { status: 200, data: waiting });
    const detail = 'Мест для команд нет: в основном списке 2 из 2. Добавить команду сверх лимита?';
    net.on('seatTeam', (req) =>
      (req.body as { over_limit?: boolean }).over_limit
        ? { status: 200, data: seatingState({ inGame: { 11: 1, 12: true } }) }
        : { status: 409, data: { detail, limit: 'teams', state: waiting } },
    );
    render(<SeatingView eventId={5} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Гибкая рассадка' }));
    const card = screen.getByRole('article', { name: 'Ёжики в тумане' });
    expect(within(card).getByText('Резерв')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Добавить «Ёжики в тумане» в игру' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(detail);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(net.calls('seatTeam')).toHaveLength(1);
    expect(within(card).getByText('Не в игре')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Добавить «Ёжики в тумане» в игру' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Превысить лимит' }));
    await waitFor(() => expect(net.calls('seatTeam')).toHaveLength(3));
    expect(net.calls('seatTeam')[2]?.body).toEqual({ version: 1, is_in_game: true, over_limit: true });
    const inGame = await screen.findByRole('button', { name: 'Убрать «Ёжики в тумане» из игры' });
    expect(inGame).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Ёжики в тумане' })).queryByText('Резерв')).toBeNull();
  });

  it('shows a clear message instead of the tools to a non-organizer (403)', async () => {
    fakeNetwork().on('seating', { status: 403, data: { detail: 'У вас недостаточно прав' } });
    render(<SeatingView eventId={5} />);
    expect(await screen.findByText('Рассадкой управляют только организаторы.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('asks to log in without a session and calls nothing', () => {
    session$.next({ token: null, user: null });
    const net = fakeNetwork();
    render(
      <SittingScreen route="sitting" params={{ eventId: '5' }} query={{}} embedded={false} host={host} />,
    );
    expect(screen.getByText('Рассадкой управляют только организаторы.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it('reloads when the stream says another organizer changed something', async () => {
    const net = fakeNetwork();
    let current = seatingState();
    net.on('seating', () => ({ status: 200, data: current }));
    render(<SeatingView eventId={5} />);
    expect(await screen.findByText('Изменения других организаторов видны сразу')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Стол 2' })).toHaveTextContent('Стол свободен');
    current = seatingState({ inGame: { 11: 1, 12: 2 } });
    net.push('seatingStream', 'seating', { event_id: 5, event_team_id: 12, version: 2, by: 7 });
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Стол 2' })).toHaveTextContent('Ёжики в тумане'),
    );
  });
});
