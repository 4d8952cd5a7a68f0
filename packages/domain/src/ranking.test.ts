import { rankWithTies, withSharedPlaces } from './ranking';

describe('rankWithTies', () => {
  it('gives tied scores one place and skips the next ones: 1, 2, 2, 4', () => {
    expect(rankWithTies([30, 25, 25, 20], (s) => s)).toEqual([1, 2, 2, 4]);
  });
  it('handles a tie at the top and three-way ties', () => {
    expect(rankWithTies([9, 9, 7, 7, 7, 1], (s) => s)).toEqual([1, 1, 3, 3, 3, 6]);
  });
  it('numbers distinct scores 1..n and an empty list as empty', () => {
    expect(rankWithTies([5, 4, 3], (s) => s)).toEqual([1, 2, 3]);
    expect(rankWithTies([], (s: number) => s)).toEqual([]);
  });
  it('withSharedPlaces sets rank on each row', () => {
    const rows = withSharedPlaces(
      [
        { t: 'А', total: 10 },
        { t: 'Б', total: 10 },
        { t: 'В', total: 8 },
      ],
      (r) => r.total,
    );
    expect(rows.map((r) => [r.t, r.rank])).toEqual([
      ['А', 1],
      ['Б', 1],
      ['В', 3],
    ]);
  });
});
