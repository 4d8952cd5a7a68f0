/**
 * A cell's save as a mutation of the sheet's query: the cached sheet (what every part of the screen
 * reads) shows the new score while the save is on its way, takes the server's sheet after it, and puts
 * the cell back when the save fails; a 409 brings the other organizer's value in.
 */
import { pageQueryClient } from '@quiz/api/query';
import { fakeNetwork } from '@quiz/api/testing';
import type { ScoreSheet } from '@quiz/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { scoreSheet } from '../../test/fixtures';
import { useSaveCell } from './api/saveCell';
import { scoreSheetKey } from './api/scores';
import { cellIn } from './sheetCells';

const KEY = scoreSheetKey(7);
const cached = () => cellIn(pageQueryClient().getQueryData<ScoreSheet>(KEY), 21, 2);

/** The sheet in the cache, and a save whose answer waits until `release` is called. */
function heldAnswer(answer: { status: number; data: unknown }) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const net = fakeNetwork();
  net.on('organizerSaveScore', () => held.then(() => answer));
  net.on('organizerScores', { status: 200, data: scoreSheet() });
  // the sheet the screen loaded (a fake network starts on an empty cache)
  pageQueryClient().setQueryData(KEY, scoreSheet());
  return { net, release: () => release() };
}

describe('saving a cell (optimistic, rolled back)', () => {
  it('the cache shows the score at once, then the server’s cell with its new version', async () => {
    const saved = scoreSheet([
      { id: 21, title: 'Совы не то, чем кажутся', scores: { 2: 6 }, versions: { 2: 1 } },
      { id: 22, title: 'Ёжики в тумане' },
    ]);
    const { net, release } = heldAnswer({ status: 200, data: saved });
    const { result } = renderHook(() => useSaveCell(7));
    act(() => result.current.mutate({ eventTeamId: 21, tour: 2, score: 6, version: 0 }));
    await waitFor(() => expect(net.calls('organizerSaveScore')).toHaveLength(1));
    expect(cached()).toEqual({ score: 6, version: 0 });
    release();
    await waitFor(() => expect(cached()).toEqual({ score: 6, version: 1 }));
    expect(net.calls('organizerSaveScore')[0]?.body).toEqual({ tour: 2, score: 6, version: 0 });
  });

  it('a failed save puts the cell back as it was', async () => {
    const { net, release } = heldAnswer({ status: 500, data: { detail: 'Сервер недоступен' } });
    // the sheet cannot be asked again either: the cell comes back from the save's own rollback
    net.on('organizerScores', { status: 500, data: { detail: 'Сервер недоступен' } });
    const { result } = renderHook(() => useSaveCell(7));
    act(() => result.current.mutate({ eventTeamId: 21, tour: 2, score: 6, version: 0 }));
    await waitFor(() => expect(net.calls('organizerSaveScore')).toHaveLength(1));
    expect(cached()).toEqual({ score: 6, version: 0 });
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(cached()).toEqual({ score: null, version: 0 });
  });

  it('a 409 puts the other organizer’s value in the cell', async () => {
    const current = scoreSheet([
      { id: 21, title: 'Совы не то, чем кажутся', scores: { 2: 9 }, versions: { 2: 1 } },
    ]).rows[0];
    const { release } = heldAnswer({
      status: 409,
      data: { detail: 'Этот тур команды уже изменил другой организатор.', current },
    });
    const { result } = renderHook(() => useSaveCell(7));
    act(() => result.current.mutate({ eventTeamId: 21, tour: 2, score: 6, version: 0 }));
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(cached()).toEqual({ score: 9, version: 1 });
  });
});
