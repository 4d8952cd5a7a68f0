/** Results table, the event widget, the month picker and 'Нет игры!' (network mocked at the api edge). */
import { fakeNetwork } from '@quiz/api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { game, ROWS } from '../../test/fixtures';
import { ResultsTable } from '../../widgets/ResultsTable';
import { GameResultsView } from './GameResultsView';
import { monthLabel, shiftMonth } from './month';
import { ResultsTableView } from './ResultsTableView';

const host = { loadRemote: () => Promise.reject(new Error('unused')) };

describe('ResultsTableView (SPEC §2 "Results")', () => {
  it('has columns rank, team, one per tour and total, ordered as given', () => {
    render(<ResultsTableView rows={ROWS} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Место', 'Команда', 'Тур 1', 'Тур 2', 'Тур 3', 'Итого']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'Совы не то, чем кажутся',
    );
    expect(rows[0]).toHaveTextContent('30');
    expect(
      within(rows[3] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '7', '8', '8', '23']);
  });

  it('gives the first three rows distinct podium styles, and not the fourth', () => {
    render(<ResultsTableView rows={ROWS} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveClass('podium-1');
    expect(rows[1]).toHaveClass('podium-2');
    expect(rows[2]).toHaveClass('podium-3');
    expect(rows[3]).not.toHaveClass('podium');
    const bg = rows.slice(0, 3).map((r) => getComputedStyle(r).backgroundColor);
    expect(new Set(bg).size).toBe(3);
    expect(bg.every(Boolean)).toBe(true);
    expect(rows[0]).toHaveTextContent('(золото)');
  });

  it("shows 'Нет результатов' when there are no rows", () => {
    render(<ResultsTableView rows={[]} />);
    expect(screen.getByText('Нет результатов')).toBeInTheDocument();
  });
});

describe('ResultsTable widget', () => {
  it('shows skeleton rows, then the rows of events_scores/{id}/', async () => {
    const net = fakeNetwork();
    net.on('eventScores', { status: 200, data: ROWS });
    render(<ResultsTable eventId={42} host={host} />);
    expect(screen.getByRole('status', { name: 'Загрузка результатов' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Квизоны' })).toBeInTheDocument();
    expect(net.requests[0]?.url).toBe('events_scores/42/');
  });

  it("shows 'Нет результатов' for a game without results", async () => {
    fakeNetwork().on('eventScores', { status: 200, data: [] });
    render(<ResultsTable eventId="7" host={host} />);
    expect(await screen.findByText('Нет результатов')).toBeInTheDocument();
  });
});

describe('month helpers', () => {
  it('names months in Russian and steps across years', () => {
    expect(monthLabel('2026-11')).toBe('ноябрь 2026');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });
});

describe('GameResultsView', () => {
  it('shows the latest month with its games, and steps to a month without games → «Нет игры!»', async () => {
    const net = fakeNetwork();
    net.on('monthScores', (request) => {
      const month = request.query.month as string | undefined;
      if (month === '2026-09')
        return { status: 200, data: { month, months: ['2026-10', '2026-08'], games: [] } };
      if (month === '2026-08') {
        return {
          status: 200,
          data: {
            month,
            months: ['2026-10', '2026-08'],
            games: [game({ id: 7, date: '2026-08-20T16:00:00Z', postfix: '' })],
          },
        };
      }
      return {
        status: 200,
        data: { month: '2026-10', months: ['2026-10', '2026-08'], games: [game({ id: 42 })] },
      };
    });
    render(<GameResultsView cityId={1} />);
    const card = await screen.findByRole('article', { name: 'Гарри Поттер #2' });
    expect(within(card).getByRole('link', { name: 'Гарри Поттер #2' })).toHaveAttribute(
      'href',
      '/game_result/42',
    );
    expect(within(card).getByText(/Бар «Сова»/)).toBeInTheDocument();
    expect(within(card).getByText(/15 октября/)).toBeInTheDocument();
    expect(within(card).getByRole('rowheader', { name: 'Совы не то, чем кажутся' })).toBeInTheDocument();
    expect(screen.getByText('октябрь 2026', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Следующий месяц' })).toBeDisabled();
    const select = screen.getByRole('combobox', { name: 'Месяц с итогами' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['октябрь 2026', 'август 2026']);
    expect(net.requests[0]?.query).toEqual({ city: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Предыдущий месяц' }));
    expect(await screen.findByText('Нет игры!')).toBeInTheDocument();
    expect(screen.getByText('сентябрь 2026', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Месяц с итогами' }), '2026-08');
    expect(await screen.findByRole('article', { name: 'Гарри Поттер' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Предыдущий месяц' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByText('Нет игры!')).not.toBeInTheDocument());
  }, 20000);

  it("shows 'Нет игры!' when the city has no results at all", async () => {
    fakeNetwork().on('monthScores', { status: 200, data: { month: null, months: [], games: [] } });
    render(<GameResultsView cityId={2} />);
    expect(await screen.findByText('Нет игры!')).toBeInTheDocument();
  });
});
