import { placeByTotal, rankRating, tallyResults } from './rating';

describe('rating rule', () => {
  it('sums totals and places per team', () => {
    const rows = tallyResults([
      { team_id: 1, team_title: 'Альфа', total_score: 30, rank: 1 },
      { team_id: 2, team_title: 'Бета', total_score: 20, rank: 2 },
      { team_id: 1, team_title: 'Альфа', total_score: 10, rank: 3 },
    ]);
    expect(rows).toEqual([
      { team_id: 1, team_name: 'Альфа', points: 40, games: 2, firsts: 1, seconds: 0, thirds: 1 },
      { team_id: 2, team_name: 'Бета', points: 20, games: 1, firsts: 0, seconds: 1, thirds: 0 },
    ]);
  });

  it('orders by points, then firsts, seconds, thirds, fewer games, then name', () => {
    const base = { team_id: null, points: 10, games: 2, firsts: 0, seconds: 0, thirds: 0 };
    const ranked = rankRating([
      { ...base, team_name: 'Вега' },
      { ...base, team_name: 'Альфа' },
      { ...base, team_name: 'Много игр', games: 3 },
      { ...base, team_name: 'Первые', firsts: 1 },
      { ...base, team_name: 'Лидер', points: 11 },
    ]);
    expect(ranked.map((r) => [r.rank, r.team_name])).toEqual([
      [1, 'Лидер'],
      [2, 'Первые'],
      [3, 'Альфа'],
      [4, 'Вега'],
      [5, 'Много игр'],
    ]);
  });
});

describe('places of one game', () => {
  it('best total first, ties broken by the given order, places by position', () => {
    const placed = placeByTotal(
      [
        { id: 3, total: 20 },
        { id: 1, total: 30 },
        { id: 2, total: 20 },
      ],
      (a, b) => a.id - b.id,
    );
    expect(placed.map((p) => [p.rank, p.id])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });
});
