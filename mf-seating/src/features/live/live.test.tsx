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

  it('shows the QR code of the live results link, large, with the link under it', async () => {
    const n = net();
    n.on('liveResults', { status: 200, data: liveResults('scoring', [row(1, 'Квизоны', [8])]) });
    render(<GameResultBigScreen {...screenProps('gameResultScreen', { params: { eventId: '7' } })} />);
    const aside = await screen.findByRole('complementary', { name: 'Результаты на телефоне' });
    const qr = await within(aside).findByRole('img', { name: 'QR-код ссылки на результаты' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // readable across the hall: 562 px of a 1920 × 1080 screen
    expect(qr).toHaveStyle({ width: 'min(30vw, 52vh)', height: 'min(30vw, 52vh)' });
    expect(within(aside).getByText(`${window.location.host}/game_result/7`)).toBeInTheDocument();
  });
});
