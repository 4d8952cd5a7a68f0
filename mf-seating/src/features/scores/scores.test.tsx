/**
 * The organizer's scoring table: half points, each cell autosaved with its own version, live cells from
 * the other organizer that never touch the cell being typed, a stale cell (409), places. Publishing the
 * results: ./publishing.test.tsx.
 */
import { fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import { SCORE_TEXTS } from '@quiz/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerScoresScreen from '../../screens/OrganizerScoresScreen';
import { scoreSheet } from '../../test/fixtures';
import { screenProps } from '../../test/screen-props';

jest.setTimeout(30_000);

beforeEach(() => session$.next({ token: 'f'.repeat(40), user: null }));
afterEach(() => session$.next({ token: null, user: null }));

const cell = (team: string, tour: number) => screen.getByRole('textbox', { name: `${team}, тур ${tour}` });
const rowOf = (team: string) =>
  screen.getByRole('rowheader', { name: new RegExp(team) }).closest('tr') as HTMLElement;

function renderScores() {
  return render(
    <OrganizerScoresScreen {...screenProps('organizerEventScores', { params: { eventId: '7' } })} />,
  );
}

describe('scores screen', () => {
  it('shows checked-in teams × tours with decimal keyboards, and saves a cell with its own version', async () => {
    const net = fakeNetwork();
    net.on('organizerScores', { status: 200, data: scoreSheet() });
    net.on('organizerSaveScore', () => ({
      status: 200,
      data: scoreSheet([
        { id: 21, title: 'Совы не то, чем кажутся', scores: { 1: 7.5 }, version: 1 },
        { id: 22, title: 'Ёжики в тумане' },
      ]),
    }));
    renderScores();
    await screen.findAllByRole('textbox');
    expect(screen.getByRole('heading', { level: 1, name: 'Баллы игры' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Команда',
      'Тур 1',
      'Тур 2',
      'Тур 3',
      'Место',
      'Итого',
    ]);
    const owls = cell('Совы не то, чем кажутся', 1);
    expect(owls).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(owls, '7,5');
    await userEvent.tab();
    await waitFor(() => expect(net.calls('organizerSaveScore')).toHaveLength(1));
    expect(net.calls('organizerSaveScore')[0]).toMatchObject({
      method: 'PUT',
      url: 'organizer/events/7/scores/21/',
      body: { tour: 1, score: 7.5, version: 0 },
    });
    expect(await within(rowOf('Совы')).findByText('Сохранено')).toBeInTheDocument();
  });

  it('links to the game, who comes, and the hall screen in a window of its own', async () => {
    fakeNetwork().on('organizerScores', { status: 200, data: scoreSheet() });
    renderScores();
    const nav = await screen.findByRole('navigation', { name: 'Игра' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['К игре', '/organizer/event/7'],
      ['Кто придёт', '/organizer/event/7/teams'],
      ['Экран для зала', '/game_result/7/screen'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Экран для зала' })).toHaveAttribute('target', '_blank');
  });

  it('refuses a score that is not a half step or out of 0–100 with the domain message, and sends nothing', async () => {
    const net = fakeNetwork();
    net.on('organizerScores', { status: 200, data: scoreSheet() });
    renderScores();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Ёжики в тумане, тур 2' }), '7,3');
    await userEvent.tab();
    expect(await screen.findByText(`Ёжики в тумане, тур 2: ${SCORE_TEXTS.step}`)).toBeInTheDocument();
    await userEvent.clear(cell('Ёжики в тумане', 2));
    await userEvent.type(cell('Ёжики в тумане', 2), '101');
    expect(await screen.findByText(`Ёжики в тумане, тур 2: ${SCORE_TEXTS.range}`)).toBeInTheDocument();
    expect(cell('Ёжики в тумане', 2)).toHaveAttribute('aria-invalid', 'true');
    expect(net.calls('organizerSaveScore')).toHaveLength(0);
  });

  it('totals and places follow the typing, ties share a place (1, 1, 3)', async () => {
    fakeNetwork().on('organizerScores', {
      status: 200,
      data: scoreSheet([
        { id: 21, title: 'Совы не то, чем кажутся' },
        { id: 22, title: 'Ёжики в тумане' },
        { id: 23, title: 'Квизоны', scores: { 1: 3 }, version: 1 },
      ]),
    });
    renderScores();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Совы не то, чем кажутся, тур 1' }), '5');
    await userEvent.type(cell('Ёжики в тумане', 1), '4,5');
    await userEvent.type(cell('Ёжики в тумане', 2), '0,5');
    const cellsOf = (team: string) =>
      within(rowOf(team))
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(-2);
    expect(cellsOf('Совы')).toEqual(['1', '5']);
    expect(cellsOf('Ёжики')).toEqual(['1', '5']);
    expect(cellsOf('Квизоны')).toEqual(['3', '3']);
  });

  it('a 409 on a cell shows the conflict message and the other’s value, not an erased cell', async () => {
    const net = fakeNetwork();
    net.on('organizerScores', { status: 200, data: scoreSheet() });
    const current = scoreSheet([
      { id: 21, title: 'Совы не то, чем кажутся', scores: { 1: 9, 2: 8 }, version: 2 },
    ]).rows[0];
    net.on('organizerSaveScore', { status: 409, data: { detail: SCORE_TEXTS.stale, current } });
    renderScores();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Совы не то, чем кажутся, тур 2' }), '6');
    await userEvent.tab();
    expect(await within(rowOf('Совы')).findByRole('alert')).toHaveTextContent(`Тур 2: ${SCORE_TEXTS.stale}`);
    expect(cell('Совы не то, чем кажутся', 2)).toHaveValue('8');
    expect(cell('Совы не то, чем кажутся', 1)).toHaveValue('9');
    expect(net.calls('organizerSaveScore')).toHaveLength(1);
    expect(net.calls('organizerSaveScore')[0]?.body).toEqual({ tour: 2, score: 6, version: 0 });
  });

  it('a live update of other cells does not touch the focused cell being typed; its save names only that cell', async () => {
    const net = fakeNetwork();
    net.on('organizerScores', { status: 200, data: scoreSheet() });
    net.on('organizerSaveScore', {
      status: 200,
      data: scoreSheet([
        { id: 21, title: 'Совы не то, чем кажутся', scores: { 1: 9, 2: 6.5 }, version: 2 },
        { id: 22, title: 'Ёжики в тумане', scores: { 3: 10 }, version: 1 },
      ]),
    });
    renderScores();
    const typed = await screen.findByRole('textbox', { name: 'Совы не то, чем кажутся, тур 2' });
    await userEvent.type(typed, '6');
    // the other half of the hall saved tour 1 of the same team and tour 3 of another one
    net.on('organizerScores', {
      status: 200,
      data: scoreSheet([
        { id: 21, title: 'Совы не то, чем кажутся', scores: { 1: 9 }, version: 1 },
        { id: 22, title: 'Ёжики в тумане', scores: { 3: 10 }, version: 1 },
      ]),
    });
    await waitFor(() => expect(net.openStreams('resultsStream')).toBe(1));
    net.push('resultsStream', 'results', {});
    await waitFor(() => expect(cell('Совы не то, чем кажутся', 1)).toHaveValue('9'));
    expect(cell('Ёжики в тумане', 3)).toHaveValue('10');
    expect(typed).toHaveValue('6');
    expect(typed).toHaveFocus();
    await userEvent.type(typed, ',5');
    await userEvent.tab();
    await waitFor(() => expect(net.calls('organizerSaveScore')).toHaveLength(1));
    expect(net.calls('organizerSaveScore')[0]?.body).toEqual({ tour: 2, score: 6.5, version: 0 });
    expect(await within(rowOf('Совы')).findByText('Сохранено')).toBeInTheDocument();
    expect(cell('Совы не то, чем кажутся', 1)).toHaveValue('9');
    expect(typed).toHaveValue('6,5');
  });

  it('a cell that only has the focus (Tab landed there) takes the other’s saved value at once', async () => {
    const net = fakeNetwork();
    net.on('organizerScores', { status: 200, data: scoreSheet() });
    renderScores();
    const focused = await screen.findByRole('textbox', { name: 'Совы не то, чем кажутся, тур 2' });
    await userEvent.click(focused);
    net.on('organizerScores', {
      status: 200,
      data: scoreSheet([
        { id: 21, title: 'Совы не то, чем кажутся', scores: { 2: 8 }, version: 1 },
        { id: 22, title: 'Ёжики в тумане', scores: {}, version: 0 },
      ]),
    });
    await waitFor(() => expect(net.openStreams('resultsStream')).toBe(1));
    net.push('resultsStream', 'results', {});
    await waitFor(() => expect(focused).toHaveValue('8'));
    expect(focused).toHaveFocus();
  });

  it('a live change of the very cell being typed waits; its save names the version typed over and the 409 shows the other’s value', async () => {
    const net = fakeNetwork();
    net.on('organizerScores', { status: 200, data: scoreSheet() });
    const theirs = scoreSheet([
      { id: 21, title: 'Совы не то, чем кажутся', scores: { 2: 8 }, version: 1 },
      { id: 22, title: 'Ёжики в тумане', scores: { 3: 10 }, version: 1 },
    ]);
    net.on('organizerSaveScore', (req) =>
      (req.body as { version: number }).version === 1
        ? { status: 200, data: theirs }
        : {
            status: 409,
            data: { detail: SCORE_TEXTS.stale, current: theirs.rows.find((r) => r.event_team_id === 21) },
          },
    );
    renderScores();
    const typed = await screen.findByRole('textbox', { name: 'Совы не то, чем кажутся, тур 2' });
    await userEvent.type(typed, '6');
    net.on('organizerScores', { status: 200, data: theirs });
    await waitFor(() => expect(net.openStreams('resultsStream')).toBe(1));
    net.push('resultsStream', 'results', {});
    await waitFor(() => expect(cell('Ёжики в тумане', 3)).toHaveValue('10'));
    expect(typed).toHaveValue('6');
    await userEvent.tab();
    expect(await within(rowOf('Совы')).findByRole('alert')).toHaveTextContent(`Тур 2: ${SCORE_TEXTS.stale}`);
    expect(net.calls('organizerSaveScore')[0]?.body).toEqual({ tour: 2, score: 6, version: 0 });
    expect(typed).toHaveValue('8');
  });

  it('a refused save of one cell leaves the next cell, being typed meanwhile, alone', async () => {
    const net = fakeNetwork();
    net.on('organizerScores', { status: 200, data: scoreSheet() });
    const current = scoreSheet([{ id: 21, title: 'Совы не то, чем кажутся', scores: { 1: 9 }, version: 1 }])
      .rows[0];
    let answer: (value: { status: number; data: unknown }) => void = () => undefined;
    net.on('organizerSaveScore', () => new Promise((resolve) => (answer = resolve)));
    renderScores();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Совы не то, чем кажутся, тур 1' }), '5');
    await userEvent.tab(); // the save of tour 1 is on its way; the organizer types tour 2
    await userEvent.type(cell('Совы не то, чем кажутся', 2), '7');
    await waitFor(() => expect(net.calls('organizerSaveScore')).toHaveLength(1));
    answer({ status: 409, data: { detail: SCORE_TEXTS.stale, current } });
    expect(await within(rowOf('Совы')).findByRole('alert')).toHaveTextContent(SCORE_TEXTS.stale);
    expect(cell('Совы не то, чем кажутся', 1)).toHaveValue('9');
    expect(cell('Совы не то, чем кажутся', 2)).toHaveValue('7');
    expect(cell('Совы не то, чем кажутся', 2)).toHaveFocus();
  });

  it('clearing a saved cell sends a blank score for that tour with its version', async () => {
    const net = fakeNetwork();
    net.on('organizerScores', {
      status: 200,
      data: scoreSheet([
        { id: 21, title: 'Совы не то, чем кажутся', scores: { 1: 4, 2: 5 }, versions: { 1: 3, 2: 1 } },
        { id: 22, title: 'Ёжики в тумане' },
      ]),
    });
    net.on('organizerSaveScore', { status: 200, data: scoreSheet() });
    renderScores();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Совы не то, чем кажутся, тур 1' }));
    await userEvent.tab();
    await waitFor(() => expect(net.calls('organizerSaveScore')).toHaveLength(1));
    expect(net.calls('organizerSaveScore')[0]?.body).toEqual({ tour: 1, score: null, version: 3 });
  });

  it('another organizer’s score arrives through the stream without a reload', async () => {
    const net = fakeNetwork();
    net.on('organizerScores', { status: 200, data: scoreSheet() });
    renderScores();
    expect(await screen.findByRole('textbox', { name: 'Ёжики в тумане, тур 3' })).toHaveValue('');
    net.on('organizerScores', {
      status: 200,
      data: scoreSheet([
        { id: 21, title: 'Совы не то, чем кажутся' },
        { id: 22, title: 'Ёжики в тумане', scores: { 3: 10 }, version: 1 },
      ]),
    });
    await waitFor(() => expect(net.openStreams('resultsStream')).toBe(1));
    net.push('resultsStream', 'results', {});
    await waitFor(() => expect(cell('Ёжики в тумане', 3)).toHaveValue('10'));
  });

  it('an organizer of another city sees the server’s refusal', async () => {
    fakeNetwork().on('organizerScores', {
      status: 403,
      data: { detail: 'Вы не организатор в этом городе: эту игру ведут организаторы другого города.' },
    });
    renderScores();
    expect(await screen.findByText(/Вы не организатор в этом городе/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
