import {
  parseScoreInput,
  rankScores,
  SCORE_TEXTS,
  scoreError,
  type TourScores,
  toursError,
  withPlaces,
} from './scores';

type TitledRow = { title: string; tour_scores: TourScores };

describe('tour scores', () => {
  it('takes 0 to 100 in half points', () => {
    for (const ok of [0, 0.5, 7, 7.5, 99.5, 100]) expect(scoreError(ok)).toBeUndefined();
    expect(scoreError(-0.5)).toBe(SCORE_TEXTS.range);
    expect(scoreError(100.5)).toBe(SCORE_TEXTS.range);
    expect(scoreError(7.25)).toBe(SCORE_TEXTS.step);
    expect(scoreError(Number.NaN)).toBe(SCORE_TEXTS.notNumber);
    expect(scoreError('7')).toBe(SCORE_TEXTS.notNumber);
  });

  it('a game has 1 to 20 tours, a whole number', () => {
    for (const ok of [1, 6, 20]) expect(toursError(ok)).toBeUndefined();
    for (const bad of [0, 21, 6.5, -1, Number.NaN, '6', null])
      expect(toursError(bad)).toBe('Туров — от 1 до 20.');
  });

  it('reads what a person types in a cell', () => {
    expect(parseScoreInput('7,5')).toBe(7.5);
    expect(parseScoreInput(' 12 ')).toBe(12);
    expect(parseScoreInput('')).toBeNull();
    expect(parseScoreInput('7a')).toBeNaN();
  });

  it('shares places on equal totals: 1, 2, 2, 4; a tie keeps the order the rows came in', () => {
    const ranked = rankScores<TitledRow>([
      { title: 'Б', tour_scores: { '1': 15 } },
      { title: 'В', tour_scores: { '1': 10, '2': 5 } },
      { title: 'А', tour_scores: { '1': 20 } },
      { title: 'Г', tour_scores: { '1': 3.5 } },
    ]);
    expect(ranked.map((r) => [r.title, r.total, r.rank])).toEqual([
      ['А', 20, 1],
      ['Б', 15, 2],
      ['В', 15, 2],
      ['Г', 3.5, 4],
    ]);
    const reversedTie = rankScores<TitledRow>([
      { title: 'В', tour_scores: { '1': 15 } },
      { title: 'Б', tour_scores: { '1': 15 } },
    ]);
    expect(reversedTie.map((r) => r.title)).toEqual(['В', 'Б']);
  });

  it('gives each row its total and place without moving it', () => {
    const placed = withPlaces<TitledRow>([
      { title: 'Альфа', tour_scores: { '1': 3 } },
      { title: 'Бета', tour_scores: { '1': 7, '2': 1 } },
      { title: 'Вега', tour_scores: {} },
      { title: 'Гамма', tour_scores: { '1': 3 } },
    ]);
    expect(placed.map((r) => [r.title, r.total, r.rank])).toEqual([
      ['Альфа', 3, 2],
      ['Бета', 8, 1],
      ['Вега', 0, 4],
      ['Гамма', 3, 2],
    ]);
  });
});
