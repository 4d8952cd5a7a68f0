import { SCORE_TEXTS } from './organizer/scores';
import {
  RESULTS_ACTIONS,
  RESULTS_STATES,
  RESULTS_TEXTS,
  resultsActions,
  resultsRefusal,
  resultsState,
  stateAfterUnpublish,
} from './results';

const NOW = new Date('2026-12-01T18:00:00.000Z');
const game = (over: Partial<Parameters<typeof resultsState>[0]> = {}) => ({
  date: '2026-12-01T16:00:00.000Z',
  results_published_at: null,
  workflow_state: 'published',
  ...over,
});

describe('results lifecycle', () => {
  it('a game whose start is ahead is notStarted, by the given clock, to the millisecond', () => {
    expect(resultsState(game({ date: '2026-12-21T16:00:00.000Z' }), NOW)).toBe('notStarted');
    expect(resultsState(game({ date: '2026-12-01T18:00:00.001Z' }), NOW)).toBe('notStarted');
    expect(resultsState(game({ date: '2026-12-01T18:00:00.000Z' }), NOW)).toBe('scoring');
    expect(resultsState(game(), NOW)).toBe('scoring');
  });

  it('published results are published whatever the clock says; a cancelled game is cancelled', () => {
    const published = game({ results_published_at: '2026-12-01T19:00:00.000Z', workflow_state: 'finished' });
    expect(resultsState(published, NOW)).toBe('published');
    expect(resultsState(game({ workflow_state: 'cancelled' }), NOW)).toBe('cancelled');
    expect(resultsState(game({ workflow_state: 'cancelled', date: '2026-12-21T16:00:00.000Z' }), NOW)).toBe(
      'cancelled',
    );
  });

  it('a date that is not a date is never started (publishing stays refused)', () => {
    expect(resultsState(game({ date: 'завтра' }), NOW)).toBe('notStarted');
  });

  it('each state allows exactly its actions', () => {
    expect(resultsActions('notStarted')).toEqual(['score']);
    expect(resultsActions('scoring')).toEqual(['score', 'publish']);
    expect(resultsActions('published')).toEqual(['score', 'unpublish']);
    expect(resultsActions('cancelled')).toEqual([]);
  });

  it('publishing before the start is refused with the rule’s own text', () => {
    expect(resultsRefusal('notStarted', 'publish')).toBe(SCORE_TEXTS.notPlayedYet);
    expect(RESULTS_TEXTS.notPlayedYet).toBe(SCORE_TEXTS.notPlayedYet);
  });

  it('a move the state does not allow has a Russian refusal; an allowed one has none', () => {
    expect(resultsRefusal('published', 'publish')).toBe(RESULTS_TEXTS.alreadyPublished);
    expect(resultsRefusal('scoring', 'unpublish')).toBe(RESULTS_TEXTS.notPublished);
    expect(resultsRefusal('notStarted', 'unpublish')).toBe(RESULTS_TEXTS.notPublished);
    for (const action of RESULTS_ACTIONS)
      expect(resultsRefusal('cancelled', action)).toBe(RESULTS_TEXTS.cancelled);
    for (const state of RESULTS_STATES)
      for (const action of resultsActions(state)) expect(resultsRefusal(state, action)).toBeUndefined();
    for (const state of RESULTS_STATES)
      for (const action of RESULTS_ACTIONS)
        if (!resultsActions(state).includes(action))
          expect(resultsRefusal(state, action)).toMatch(/[А-Яа-яЁё]/);
  });

  it('every state has the sentence the console shows for it', () => {
    for (const state of RESULTS_STATES) expect(RESULTS_TEXTS.state[state]).toMatch(/[А-Яа-яЁё]/);
    expect(RESULTS_TEXTS.state.notStarted).toBe(SCORE_TEXTS.notPlayedYet);
  });

  it('the publish confirmation says what will happen', () => {
    const { description } = RESULTS_TEXTS.publishConfirm;
    expect(description).toMatch(/рейтинг/);
    expect(description).toMatch(/отзыв/);
    expect(description).toMatch(/ближайших/);
  });

  it('taking results back returns the game to the state it had before publishing', () => {
    for (const state of ['draft', 'development', 'published', 'sitting'])
      expect(stateAfterUnpublish(state)).toBe(state);
    for (const unknown of [null, undefined, 'finished', 'cancelled', 'что-то'])
      expect(stateAfterUnpublish(unknown)).toBe('published');
  });
});
