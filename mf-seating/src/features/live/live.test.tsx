/** The venue's TV view of live results (/game_result/{id}/screen). */
import { render, screen, waitFor, within } from '@testing-library/react';
import GameResultBigScreen from '../../screens/GameResultBigScreen';
import { liveResults, liveNetwork as net, row } from '../../test/fixtures';
import { screenProps } from '../../test/screen-props';

describe('the venue’s screen', () => {
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
