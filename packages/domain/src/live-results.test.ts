import { LIVE_RESULTS_TEXTS, publicResultsState, showsLiveResults } from './live-results';
import { LIVE_SHARE_TEXTS } from './live-share';

const START = '2026-12-01T16:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('live results link («Результаты в прямом эфире»)', () => {
  it('is offered from the start to the millisecond, not a moment before', () => {
    const game = { date: START, workflow_state: 'published' };
    expect(showsLiveResults(game, at('2026-12-01T15:59:59.999Z'))).toBe(false);
    expect(showsLiveResults(game, at(START))).toBe(true);
    expect(showsLiveResults({ ...game, workflow_state: 'sitting' }, at('2026-12-01T18:00:00.000Z'))).toBe(
      true,
    );
  });

  it('is gone once the results are published (a finished game) and for a cancelled game', () => {
    const later = at('2026-12-01T19:00:00.000Z');
    expect(showsLiveResults({ date: START, workflow_state: 'finished' }, later)).toBe(false);
    expect(publicResultsState({ date: START, workflow_state: 'finished' }, later)).toBe('published');
    expect(showsLiveResults({ date: START, workflow_state: 'cancelled' }, later)).toBe(false);
    expect(publicResultsState({ date: START, workflow_state: 'cancelled' }, later)).toBe('cancelled');
  });

  it('follows the lifecycle’s states, the public game’s state read from its workflow', () => {
    expect(
      publicResultsState({ date: START, workflow_state: 'published' }, at('2026-11-30T10:00:00.000Z')),
    ).toBe('notStarted');
    expect(publicResultsState({ date: START, workflow_state: 'published' }, at(START))).toBe('scoring');
    expect(LIVE_RESULTS_TEXTS.link).toBe('Результаты в прямом эфире');
    expect(LIVE_SHARE_TEXTS.qrLabel).toBe('QR-код ссылки на результаты');
  });
});
