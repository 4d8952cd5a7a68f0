/** /game_result/{id} follows the scoring without a reload while the game is being scored. */
import { render, screen, waitFor, within } from '@testing-library/react';
import { liveResults, liveNetwork as net, row } from '../../test/fixtures';
import { GameResultView, LIVE_NOTE } from './GameResultView';

describe('live results on the game’s results page', () => {
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
});
