/** /games: the outline under the page title (h1 → h2 → the cards' h3), for screen readers and Lighthouse. */
import { fakeNetwork } from '@quiz/api/testing';
import { render, screen } from '@testing-library/react';
import { logOut, makeEvent } from '../../test/fixtures';
import { GamesView } from './GamesView';

describe('games page headings', () => {
  beforeEach(() => logOut());

  it.each([
    ['UPCOMING', 'gamesFuture', 'Ближайшие'],
    ['DEVELOPMENT', 'gamesDeveloping', 'В разработке'],
  ] as const)('the %s tab names its list with an h2 above the cards', async (type, call, name) => {
    const net = fakeNetwork();
    net.on(call, { status: 200, data: [makeEvent({ id: 1 })] });
    render(<GamesView query={{ type }} />);
    expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect((await screen.findAllByRole('heading', { level: 3 })).length).toBeGreaterThan(0);
  });
});
