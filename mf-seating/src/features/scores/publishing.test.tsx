/**
 * Publishing a game's results from the scoring screen, by the results lifecycle of @quiz/domain: before
 * the start the screen shows the rule's sentence, not a button, and the button appears when the start
 * comes; publishing and taking results back each ask first (a dialog that says what will happen), and
 * cancelling sends nothing. The network is faked at the edge (@quiz/api/testing).
 */
import { fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import type { ScoreSheet } from '@quiz/contract';
import { RESULTS_TEXTS, SCORE_TEXTS } from '@quiz/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerScoresScreen from '../../screens/OrganizerScoresScreen';
import { scoreSheet } from '../../test/fixtures';
import { screenProps } from '../../test/screen-props';

jest.setTimeout(30_000);

beforeEach(() => session$.next({ token: 'f'.repeat(40), user: null }));
afterEach(() => {
  session$.next({ token: null, user: null });
  jest.useRealTimers();
});

const HOUR = 3_600_000;
const PUBLISH = RESULTS_TEXTS.publish;
const UNPUBLISH = RESULTS_TEXTS.unpublish;

/** The fixture's sheet of a game starting at `start` (ms), its results published at `publishedAt`. */
function sheetAt(start: number, publishedAt: string | null = null): ScoreSheet {
  const sheet = scoreSheet([
    { id: 21, title: 'Совы не то, чем кажутся', scores: { 1: 9 }, version: 1 },
    { id: 22, title: 'Ёжики в тумане', scores: { 1: 7 }, version: 1 },
  ]);
  return {
    ...sheet,
    event: { ...sheet.event, date: new Date(start).toISOString() },
    results_published_at: publishedAt,
  };
}

function renderScores() {
  return render(
    <OrganizerScoresScreen {...screenProps('organizerEventScores', { params: { eventId: '7' } })} />,
  );
}

describe('publishing results', () => {
  it('before the start shows the domain’s sentence instead of a button, and sends nothing', async () => {
    const net = fakeNetwork();
    net.on('organizerScores', { status: 200, data: sheetAt(Date.now() + 20 * 24 * HOUR) });
    renderScores();
    expect(await screen.findByText(SCORE_TEXTS.notPlayedYet)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PUBLISH })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: UNPUBLISH })).not.toBeInTheDocument();
    expect(net.calls('organizerPublishResults')).toHaveLength(0);
  });

  it('the button appears when the start comes', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const net = fakeNetwork();
    net.on('organizerScores', { status: 200, data: sheetAt(Date.now() + HOUR) });
    renderScores();
    expect(await screen.findByText(SCORE_TEXTS.notPlayedYet)).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(HOUR + 1000);
    });
    expect(await screen.findByRole('button', { name: PUBLISH })).toBeEnabled();
    expect(screen.queryByText(SCORE_TEXTS.notPlayedYet)).not.toBeInTheDocument();
  });

  it('asks first, saying what will happen; «Не публиковать» and Escape publish nothing', async () => {
    const net = fakeNetwork();
    net.on('organizerScores', { status: 200, data: sheetAt(Date.now() - HOUR) });
    net.on('organizerPublishResults', { status: 500, data: {} });
    renderScores();
    await userEvent.click(await screen.findByRole('button', { name: PUBLISH }));
    const dialog = await screen.findByRole('dialog', { name: RESULTS_TEXTS.publishConfirm.title });
    expect(dialog).toHaveTextContent(RESULTS_TEXTS.publishConfirm.description);
    expect(dialog).toHaveTextContent(/рейтинг сезона пересчитается/);
    await userEvent.click(within(dialog).getByRole('button', { name: RESULTS_TEXTS.publishConfirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: PUBLISH }));
    await screen.findByRole('dialog', { name: RESULTS_TEXTS.publishConfirm.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.calls('organizerPublishResults')).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('publishes once confirmed and says so; then offers to take the results back', async () => {
    const net = fakeNetwork();
    net.on('organizerScores', { status: 200, data: sheetAt(Date.now() - HOUR) });
    net.on('organizerPublishResults', {
      status: 200,
      data: { results_published_at: new Date().toISOString(), results: [] },
    });
    renderScores();
    await userEvent.click(await screen.findByRole('button', { name: PUBLISH }));
    const dialog = await screen.findByRole('dialog', { name: RESULTS_TEXTS.publishConfirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: RESULTS_TEXTS.publishConfirm.confirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESULTS_TEXTS.published);
    expect(net.calls('organizerPublishResults')).toHaveLength(1);
    expect(net.calls('organizerPublishResults')[0]).toMatchObject({
      method: 'POST',
      url: 'organizer/events/7/results/publish/',
    });
    expect(screen.getByRole('button', { name: UNPUBLISH })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PUBLISH })).not.toBeInTheDocument();
  });

  it('a refusal of the server shows its Russian text', async () => {
    const net = fakeNetwork();
    net.on('organizerScores', { status: 200, data: sheetAt(Date.now() - HOUR) });
    net.on('organizerPublishResults', { status: 409, data: { detail: RESULTS_TEXTS.notPlayedYet } });
    renderScores();
    await userEvent.click(await screen.findByRole('button', { name: PUBLISH }));
    const dialog = await screen.findByRole('dialog', { name: RESULTS_TEXTS.publishConfirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: RESULTS_TEXTS.publishConfirm.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESULTS_TEXTS.notPlayedYet);
    expect(screen.getByRole('button', { name: PUBLISH })).toBeInTheDocument();
  });

  it('taking published results back asks first; «Оставить» keeps them, confirming takes them back', async () => {
    const net = fakeNetwork();
    net.on('organizerScores', {
      status: 200,
      data: sheetAt(Date.now() - 2 * HOUR, new Date(Date.now() - HOUR).toISOString()),
    });
    net.on('organizerUnpublishResults', {
      status: 200,
      data: { results_published_at: null, workflow_state: 'published' },
    });
    renderScores();
    expect(await screen.findByText(RESULTS_TEXTS.state.published)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: UNPUBLISH }));
    let dialog = await screen.findByRole('dialog', { name: RESULTS_TEXTS.unpublishConfirm.title });
    expect(dialog).toHaveTextContent(RESULTS_TEXTS.unpublishConfirm.description);
    await userEvent.click(
      within(dialog).getByRole('button', { name: RESULTS_TEXTS.unpublishConfirm.cancel }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.calls('organizerUnpublishResults')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: UNPUBLISH }));
    dialog = await screen.findByRole('dialog', { name: RESULTS_TEXTS.unpublishConfirm.title });
    await userEvent.click(
      within(dialog).getByRole('button', { name: RESULTS_TEXTS.unpublishConfirm.confirm }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(RESULTS_TEXTS.unpublished);
    expect(net.calls('organizerUnpublishResults')).toHaveLength(1);
    expect(net.calls('organizerUnpublishResults')[0]).toMatchObject({
      method: 'POST',
      url: 'organizer/events/7/results/unpublish/',
    });
    expect(screen.getByRole('button', { name: PUBLISH })).toBeInTheDocument();
  });

  it('a cancelled game offers neither move', async () => {
    const sheet = sheetAt(Date.now() - HOUR);
    fakeNetwork().on('organizerScores', {
      status: 200,
      data: { ...sheet, event: { ...sheet.event, workflow_state: 'cancelled' } },
    });
    renderScores();
    expect(await screen.findByText(RESULTS_TEXTS.state.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PUBLISH })).not.toBeInTheDocument();
  });
});
