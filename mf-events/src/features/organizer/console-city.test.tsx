/**
 * The console names the organizer's city (the header may say another one), and for an organizer of
 * several cities it follows the header's city choice, keeps its city switch, and says which city each game
 * belongs to when it lists them all.
 */
import { fakeNetwork } from '@quiz/api/testing';
import { city$, session$ } from '@quiz/bus';
import type { City, OrganizerEventRow } from '@quiz/contract';
import { makeCity, makeOrganizerEventRow } from '@quiz/contract/fixtures';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerScreen from '../../screens/OrganizerScreen';

jest.setTimeout(40_000);

const MOSCOW = makeCity();
const KAZAN = makeCity({ id: 3, title: 'Казань' });
const ALMATY = makeCity({
  id: 2,
  title: 'Алматы',
  timezone: 'Asia/Almaty',
  currency: { code: 'KZT', symbol: '₸' },
});

beforeEach(() => session$.next({ token: 'f'.repeat(40), user: null }));
afterEach(() => {
  session$.next({ token: null, user: null });
  act(() => city$.next(null));
});

const row = (over: Partial<OrganizerEventRow>) => makeOrganizerEventRow({ teams_reserve: 0, ...over });

const GAMES = [
  row({ id: 50, city: 1, theme_title: 'Гарри Поттер' }),
  row({
    id: 60,
    city: 2,
    timezone: 'Asia/Almaty',
    theme_title: 'Игра престолов',
    place_title: 'Бар «Степь»',
  }),
];

/** The server's answer: every city of the organizer, or only the asked one (as the real one answers). */
function answerEvents(cities: City[]) {
  const net = fakeNetwork();
  net.on('organizerEvents', (req) => {
    const asked = req.query.city === undefined ? null : Number(req.query.city);
    const shown = asked === null ? cities : cities.filter((c) => c.id === asked);
    const ids = new Set(shown.map((c) => c.id));
    return { status: 200, data: { cities: shown, upcoming: GAMES.filter((g) => ids.has(g.city)), past: [] } };
  });
  return net;
}

const heading = () => screen.getByRole('heading', { level: 1 });
const subtitleOf = () => heading().parentElement?.textContent ?? '';

describe('the console’s city', () => {
  it('names the organizer’s city when the header says another one', async () => {
    act(() => city$.next(MOSCOW));
    const net = answerEvents([KAZAN]);
    net.on('organizerEvents', {
      status: 200,
      data: { cities: [KAZAN], upcoming: [row({ city: 3, place_title: 'Бар «Волга»' })], past: [] },
    });
    render(<OrganizerScreen />);
    await screen.findByRole('region', { name: 'Ближайшие' });
    expect(subtitleOf()).toContain('Казань');
    expect(subtitleOf()).not.toContain('Москва');
  });

  it('follows the header’s city among the organizer’s cities, and keeps the switch after a choice', async () => {
    act(() => city$.next(ALMATY));
    const net = answerEvents([MOSCOW, ALMATY]);
    render(<OrganizerScreen />);
    const select = await screen.findByRole('combobox', { name: 'Город' });
    await waitFor(() => expect(select).toHaveValue('2'));
    const upcoming = screen.getByRole('region', { name: 'Ближайшие' });
    await waitFor(() => expect(within(upcoming).queryByText(/Гарри Поттер/)).toBeNull());
    expect(within(upcoming).getByText(/Игра престолов/)).toBeInTheDocument();
    expect(subtitleOf()).toContain('Алматы');
    expect(net.calls('organizerEvents').some((c) => String(c.query.city) === '2')).toBe(true);

    // all the organizer's cities: each game says which city it is in, and the switch stays
    await userEvent.selectOptions(select, '');
    await waitFor(() => expect(within(upcoming).getByText(/Гарри Поттер/)).toBeInTheDocument());
    expect(within(upcoming).getByRole('listitem', { name: 'Гарри Поттер #3' })).toHaveTextContent('Москва');
    expect(within(upcoming).getByRole('listitem', { name: 'Игра престолов #3' })).toHaveTextContent('Алматы');
    expect(subtitleOf()).toContain('Москва, Алматы');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Город' }), '1');
    await waitFor(() => expect(within(upcoming).queryByText(/Игра престолов/)).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Город' })).toHaveValue('1');

    // a new choice in the header is followed again: a city he does not run shows all of his
    act(() => city$.next(KAZAN));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Город' })).toHaveValue(''));
    act(() => city$.next(ALMATY));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Город' })).toHaveValue('2'));
    await waitFor(() => expect(within(upcoming).queryByText(/Гарри Поттер/)).toBeNull());
  });
});
