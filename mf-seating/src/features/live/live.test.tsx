/** Live results: /game_result/{id} follows the scoring without a reload; the venue's TV view. */
import { fakeNetwork } from '@quiz/api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import GameResultBigScreen from '../../screens/GameResultBigScreen';
import { liveResults, makeEvent, row } from '../../test/fixtures';
import { screenProps } from '../../test/screen-props';
import { GameResultView, LIVE_NOTE } from '../results/GameResultView';

const event = makeEvent({ id: 7, postfix: '#2', workflow_state: 'sitting', is_completed: false });

function net() {
  const n = fakeNetwork();
  n.on('allowAnyEvent', { status: 200, data: event });
  n.on('eventScores', { status: 200, data: [] });
  return n;
}

describe('live results', () => {
  it('/game_result/{id} shows the scores as they are entered, then the next ones from the stream', async () => {
    const n = net();
    n.on('liveResults', {
      status: 200,
      data: liveResults('scoring', [row(1, 'Совы не то, чем кажутся', [5])]),
    });
    render(<GameResultView eventId={7} />);
    expect(await screen.findByText(LIVE_NOTE)).toBeInTheDocument();
    const owls = await screen.findByRole('row', { name: /Совы не то, чем кажутся/ });
    expect(within(owls).getAllByRole('cell').at(-1)).toHaveTextContent('5');
    n.push(
      'resultsStream',
      'results',
      liveResults('scoring', [row(1, 'Ёжики в тумане', [6, 4]), row(2, 'Совы не то, чем кажутся', [5, 3])]),
    );
    const hedgehogs = await screen.findByRole('row', { name: /Ёжики в тумане/ });
    expect(within(hedgehogs).getAllByRole('cell').at(-1)).toHaveTextContent('10');
    expect(screen.getByRole('row', { name: /Совы/ })).toHaveTextContent('8');
  });

  it('/game_result/{id} keeps the published table when nothing is being scored', async () => {
    const n = net();
    n.on('eventScores', { status: 200, data: [row(1, 'Квизоны', [9])] });
    n.on('liveResults', { status: 200, data: liveResults('none', []) });
    render(<GameResultView eventId={7} />);
    expect(await screen.findByRole('row', { name: /Квизоны/ })).toBeInTheDocument();
    await waitFor(() => expect(n.calls('liveResults')).toHaveLength(1));
    expect(screen.queryByText(LIVE_NOTE)).not.toBeInTheDocument();
  });

  it('the TV view shows the game, places and totals in large type and updates live', async () => {
    const n = net();
    n.on('liveResults', { status: 200, data: liveResults('none', []) });
    render(<GameResultBigScreen {...screenProps('gameResultScreen', { params: { eventId: '7' } })} />);
    expect(await screen.findByText('Скоро здесь появятся результаты')).toBeInTheDocument();
    await waitFor(() => expect(n.openStreams('resultsStream')).toBe(1));
    n.push(
      'resultsStream',
      'results',
      liveResults('scoring', [
        row(1, 'Ёжики в тумане', [6, 4]),
        row(2, 'Совы не то, чем кажутся', [5, 3]),
        row(2, 'Квизоны', [8]),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Результаты на экране' });
    expect(screen.getByText('Идёт подсчёт')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('#2');
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(lines).toEqual(['1Ёжики в тумане10', '2Совы не то, чем кажутся8', '2Квизоны8']);
  });
});
