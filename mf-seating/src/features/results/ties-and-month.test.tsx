/** Shared places on ties (results table, widget) and the month of /game_results in the URL. */
import { fakeNetwork } from '@quiz/api/testing';
import { on } from '@quiz/bus';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GameResultsScreen from '../../screens/GameResultsScreen';
import { game, row } from '../../test/fixtures';
import { ResultsTable } from '../../widgets/ResultsTable';
import { GameResultsView } from './GameResultsView';
import { ResultsTableView } from './ResultsTableView';

// userEvent journeys over several renders: generous under a loaded machine
jest.setTimeout(30_000);

const host = { loadRemote: () => Promise.reject(new Error('unused')) };

// totals 30, 28, 28, 23: the server ranks them 1, 2, 2, 4
const TIED = [
  row(1, 'Совы не то, чем кажутся', [10, 9, 11]),
  row(2, 'Ёжики в тумане', [9, 9, 10]),
  row(2, 'Квизоны', [10, 9, 9]),
  row(4, 'Умники и умницы', [7, 8, 8]),
];

const places = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('tied totals share a place (1, 2, 2, 4)', () => {
  it('results table: both tied teams are second (silver), the next one is fourth', () => {
    render(<ResultsTableView rows={TIED} />);
    expect(places(screen.getByRole('table'))).toEqual(['1 (золото)', '2 (серебро)', '2 (серебро)', '4']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[1]).toHaveClass('podium-2');
    expect(rows[2]).toHaveClass('podium-2');
    expect(rows[3]).not.toHaveClass('podium');
  });

  it('the ResultsTable widget shows the shared place', async () => {
    fakeNetwork().on('eventScores', { status: 200, data: TIED });
    render(<ResultsTable eventId={42} host={host} />);
    await screen.findByRole('rowheader', { name: 'Квизоны' });
    expect(places(screen.getByRole('table'))).toEqual(['1 (золото)', '2 (серебро)', '2 (серебро)', '4']);
  });
});

function monthNetwork() {
  const net = fakeNetwork();
  net.on('monthScores', (request) => {
    const month = (request.query.month as string | undefined) ?? '2026-10';
    return {
      status: 200,
      data: {
        month,
        months: ['2026-10', '2026-09', '2026-08'],
        games: [game({ id: month === '2026-10' ? 42 : 7, postfix: month })],
      },
    };
  });
  return net;
}

describe('/game_results keeps the month in the URL', () => {
  it('a picked month is reported for the URL, a new URL month is followed', async () => {
    const net = monthNetwork();
    const changes: (string | null)[] = [];
    const { rerender } = render(
      <GameResultsView cityId={1} month="2026-09" onMonthChange={(m) => changes.push(m)} />,
    );
    expect(await screen.findByRole('article', { name: 'Гарри Поттер 2026-09' })).toBeInTheDocument();
    expect(net.requests[0]?.query).toEqual({ city: 1, month: '2026-09' });

    await userEvent.click(screen.getByRole('button', { name: 'Предыдущий месяц' }));
    expect(changes).toEqual(['2026-08']);
    expect(await screen.findByRole('article', { name: 'Гарри Поттер 2026-08' })).toBeInTheDocument();
    // the shell pushed ?month=2026-08
    rerender(<GameResultsView cityId={1} month="2026-08" onMonthChange={(m) => changes.push(m)} />);
    expect(screen.getByRole('article', { name: 'Гарри Поттер 2026-08' })).toBeInTheDocument();

    // the back button: the URL says 2026-09 again
    rerender(<GameResultsView cityId={1} month="2026-09" onMonthChange={(m) => changes.push(m)} />);
    expect(await screen.findByRole('article', { name: 'Гарри Поттер 2026-09' })).toBeInTheDocument();
    expect(screen.getByText('сентябрь 2026', { selector: 'p' })).toBeInTheDocument();
  });

  it('the screen writes ?month= with a history entry (nav.go without replace)', async () => {
    monthNetwork();
    const navigations: { to: string; replace?: boolean }[] = [];
    const sub = on('nav.go').subscribe((e) => navigations.push({ to: e.to, replace: e.replace }));
    render(
      <GameResultsScreen
        route="gameResults"
        params={{}}
        query={{ month: '2026-09' }}
        embedded={false}
        host={host}
      />,
    );
    await screen.findByRole('article', { name: 'Гарри Поттер 2026-09' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Месяц с итогами' }), '2026-10');
    expect(navigations).toEqual([{ to: '/game_results?month=2026-10', replace: false }]);
    sub.unsubscribe();
  });
});
