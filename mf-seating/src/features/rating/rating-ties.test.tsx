/** The rating gives equal points one place (1, 2, 2, 4), as the server ranks them. */
import { fakeNetwork } from '@quiz/api/testing';
import type { RatingSeason } from '@quiz/contract';
import { render, screen, within } from '@testing-library/react';
import { RatingView } from './RatingView';

const places = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('rating ties', () => {
  it('the rating shows equal points on one place', async () => {
    const season: RatingSeason = {
      id: 1,
      name: 'Сезон 2026',
      rows: [
        { rank: 1, team_id: 1, team_name: 'Совы', points: 50, games: 3, firsts: 1, seconds: 0, thirds: 0 },
        { rank: 2, team_id: 2, team_name: 'Ёжики', points: 40, games: 3, firsts: 0, seconds: 1, thirds: 0 },
        { rank: 2, team_id: 3, team_name: 'Квизоны', points: 40, games: 3, firsts: 0, seconds: 0, thirds: 1 },
        { rank: 4, team_id: 4, team_name: 'Умники', points: 30, games: 3, firsts: 0, seconds: 0, thirds: 0 },
      ],
    };
    fakeNetwork().on('rating', { status: 200, data: [season] });
    render(<RatingView />);
    await screen.findByRole('rowheader', { name: 'Квизоны' });
    expect(places(screen.getByRole('table'))).toEqual(['1 (золото)', '2 (серебро)', '2 (серебро)', '4']);
  });
});
