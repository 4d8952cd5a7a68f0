import { REVIEW_WINDOW_DAYS } from './constants';
import { daysSinceGame, isClaimComplete, REVIEW_TEXTS, reviewWindow, withoutNulls } from './reviews';

describe('reviewWindow (venue city time zone)', () => {
  // 19:30 in Moscow (UTC+3) on 2026-11-20
  const game = '2026-11-20T16:30:00.000Z';
  const msk = 'Europe/Moscow';
  it('is not_passed before the start and open right after it (day 0)', () => {
    expect(reviewWindow({ date: game, timeZone: msk, now: new Date('2026-11-20T16:00:00Z') })).toBe(
      'not_passed',
    );
    expect(reviewWindow({ date: game, timeZone: msk, now: new Date(game) })).toBe('not_passed');
    expect(reviewWindow({ date: game, timeZone: msk, now: new Date('2026-11-20T20:00:00Z') })).toBe('open');
  });
  it('stays open to the end of local day 6 and closes on day 7', () => {
    // 23:59 Moscow on 26 Nov = 20:59 UTC
    expect(reviewWindow({ date: game, timeZone: msk, now: new Date('2026-11-26T20:59:00Z') })).toBe('open');
    // 00:01 Moscow on 27 Nov = 21:01 UTC on 26 Nov: already day 7 there
    expect(reviewWindow({ date: game, timeZone: msk, now: new Date('2026-11-26T21:01:00Z') })).toBe('closed');
    expect(daysSinceGame(game, msk, new Date('2026-11-26T21:01:00Z'))).toBe(REVIEW_WINDOW_DAYS + 1);
  });
  it('counts days in the venue zone, not in UTC', () => {
    // A game at 01:00 Yekaterinburg (UTC+5) on 21 Nov is 20:00 UTC on 20 Nov.
    const late = '2026-11-20T20:00:00.000Z';
    const now = new Date('2026-11-27T20:30:00Z'); // 01:30 Yekaterinburg on 28 Nov: day 7 there, day 7 in UTC too
    expect(reviewWindow({ date: late, timeZone: 'Asia/Yekaterinburg', now })).toBe('closed');
    const now2 = new Date('2026-11-27T18:00:00Z'); // 23:00 Yekaterinburg on 27 Nov: day 6 there, day 7 in UTC
    expect(reviewWindow({ date: late, timeZone: 'Asia/Yekaterinburg', now: now2 })).toBe('open');
    expect(reviewWindow({ date: late, timeZone: 'UTC', now: now2 })).toBe('closed');
  });
});

describe('isClaimComplete', () => {
  it('needs tour, block, task and a non-blank text', () => {
    expect(isClaimComplete({ tour: 1, block: 2, task: 3, text: 'Спорный ответ' })).toBe(true);
    expect(isClaimComplete({ tour: 1, block: 2, task: 3, text: '   ' })).toBe(false);
    expect(isClaimComplete({ tour: 1, block: null, task: 3, text: 'x' })).toBe(false);
    expect(isClaimComplete({ tour: undefined, block: 2, task: 3, text: 'x' })).toBe(false);
  });
});

describe('withoutNulls', () => {
  it('drops null and undefined fields, keeps false and 0', () => {
    expect(withoutNulls({ a: null, b: undefined, c: false, d: 0, e: 'x' })).toEqual({
      c: false,
      d: 0,
      e: 'x',
    });
  });
});

it('keeps SPEC texts to the letter', () => {
  expect(REVIEW_TEXTS.notPassed).toBe('Игра ещё не прошла');
  expect(REVIEW_TEXTS.alreadyReviewed).toBe('Вы уже оставили отзыв на эту игру');
  expect(REVIEW_TEXTS.claimIncomplete).toBe('Заполните все поля, пожалуйста!');
});
