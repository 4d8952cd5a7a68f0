import { ORGANIZER_TEXTS } from './texts';
import { allowedActions, type EventAction, type MoveFacts, nextState, restoreDateError } from './workflow';

const facts = (over: Partial<MoveFacts> = {}): MoveFacts => ({
  registered: 0,
  changesSchedule: false,
  cancelledFrom: null,
  ...over,
});

describe("a game's workflow", () => {
  it('offers each state its moves', () => {
    expect(allowedActions('draft')).toEqual(['save', 'postpone', 'publish']);
    expect(allowedActions('development')).toEqual(['save', 'postpone', 'publish', 'cancel', 'unpublish']);
    expect(allowedActions('published')).toEqual(['save', 'postpone', 'cancel', 'unpublish']);
    expect(allowedActions('published', 3)).toEqual(['save', 'postpone', 'cancel']);
    expect(allowedActions('sitting', 3)).toEqual(['save', 'postpone', 'cancel']);
    expect(allowedActions('finished')).toEqual(['save']);
    expect(allowedActions('cancelled')).toEqual(['restore']);
  });

  it('refuses every move the state does not offer, with its reason', () => {
    expect(nextState('draft', 'cancel', facts())).toEqual({ error: ORGANIZER_TEXTS.cancelDraft });
    expect(nextState('published', 'unpublish', facts({ registered: 2 }))).toEqual({
      error: 'На игру уже зарегистрированы команды: снять её с публикации нельзя, можно отменить.',
    });
    expect(nextState('draft', 'unpublish', facts())).toEqual({ error: ORGANIZER_TEXTS.notPublished });
    expect(nextState('published', 'restore', facts())).toEqual({
      error: ORGANIZER_TEXTS.restoreNotCancelled,
    });
    expect(nextState('cancelled', 'postpone', facts())).toEqual({
      error: ORGANIZER_TEXTS.cannotChangeCancelled,
    });
    expect(nextState('finished', 'save', facts({ changesSchedule: true }))).toEqual({
      error: ORGANIZER_TEXTS.cannotChangeFinished,
    });
    // a game already seating its teams is not published again (it went back to `published` before)
    expect(nextState('sitting', 'publish', facts())).toEqual({ error: ORGANIZER_TEXTS.alreadyPublished });
  });

  it('answers the state after every move a state offers', () => {
    const states = ['draft', 'development', 'published', 'sitting', 'finished', 'cancelled'];
    for (const state of states)
      for (const action of allowedActions(state) as EventAction[])
        expect(nextState(state, action, facts({ cancelledFrom: 'sitting' })).error).toBeUndefined();
    expect(nextState('draft', 'publish', facts())).toEqual({ state: 'published' });
    expect(nextState('development', 'publish', facts())).toEqual({ state: 'published' });
    expect(nextState('published', 'unpublish', facts())).toEqual({ state: 'draft' });
    expect(nextState('sitting', 'cancel', facts({ registered: 4 }))).toEqual({ state: 'cancelled' });
    expect(nextState('finished', 'save', facts())).toEqual({ state: 'finished' });
  });

  it('restores a cancelled game to the state it was cancelled from, else published', () => {
    expect(nextState('cancelled', 'restore', facts({ cancelledFrom: 'sitting' }))).toEqual({
      state: 'sitting',
    });
    expect(nextState('cancelled', 'restore', facts({ cancelledFrom: 'finished' }))).toEqual({
      state: 'published',
    });
    expect(nextState('cancelled', 'restore', facts())).toEqual({ state: 'published' });
    const now = new Date('2026-11-26T12:00:00Z');
    expect(restoreDateError('2026-11-26T12:00:00Z', now)).toBe(ORGANIZER_TEXTS.restorePassed);
    expect(restoreDateError('2026-11-27T12:00:00Z', now)).toBeUndefined();
  });
});
