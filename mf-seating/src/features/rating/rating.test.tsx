/** Rating: seasons (newest open), search by team name, columns and podium rows. */

import { fakeNetwork } from '@quiz/api/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SEASONS } from '../../test/fixtures';
import { filterRows, RatingView } from './RatingView';

describe('rating (SPEC §2 "Rating")', () => {
  it('shows the seasons, the newest open, with the rating columns and podium rows', async () => {
    const net = fakeNetwork();
    net.on('rating', { status: 200, data: SEASONS });
    render(<RatingView />);
    const newest = await screen.findByRole('button', { name: 'Сезон 2026' });
    expect(newest).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Сезон 2025' })).toHaveAttribute('aria-expanded', 'false');
    expect(net.requests[0]?.url).toBe('rating/');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Место', 'Команда', 'Игры', '1', '2', '3', 'Очки']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveClass('podium-1');
    expect(rows[2]).toHaveClass('podium-3');
    expect(rows[3]).not.toHaveClass('podium');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2 (серебро)', '5', '1', '2', '1', '110']);
  });

  it('filters teams by name, case-insensitively, ё = е, and says when none match', async () => {
    fakeNetwork().on('rating', { status: 200, data: SEASONS });
    render(<RatingView />);
    const search = await screen.findByRole('searchbox', { name: 'Поиск команды' });
    fireEvent.change(search, { target: { value: 'ЕЖИКИ' } });
    await screen.findByText('Сезон 2026: 1 команда');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Ёжики в тумане');
    fireEvent.change(search, { target: { value: 'нет такой' } });
    expect(await screen.findByText('Команды не найдены')).toBeInTheDocument();
  });

  it('filterRows keeps every row for an empty query', () => {
    expect(filterRows(SEASONS[0]?.rows ?? [], '  ')).toHaveLength(4);
    expect(filterRows(SEASONS[0]?.rows ?? [], 'сов').map((r) => r.team_name)).toEqual([
      'Совы не то, чем кажутся',
    ]);
  });
});
