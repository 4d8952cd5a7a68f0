/**
 * A screen whose route loader filled the page's query cache (the server render, a prefetch) shows it
 * at once and asks the network nothing; the loaders ask what the screens would have asked.
 */
import { pageQueryClient } from '@quiz/api/query';
import { type FakeNetwork, fakeNetwork } from '@quiz/api/testing';
import type { City } from '@quiz/contract';
import { makeCity } from '@quiz/contract/fixtures';
import type { LoaderContext, RouteLoader } from '@quiz/federation';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loaders } from '../loaders';
import { game, makeEvent, ROWS, SEASONS } from '../test/fixtures';
import { screenProps, settle } from '../test/screen-props';
import GameResultScreen from './GameResultScreen';
import GameResultsScreen from './GameResultsScreen';
import RatingScreen from './RatingScreen';

/** The route's loader run into the page's cache (as a prefetch does); the network forgets it was asked. */
async function loaded(
  net: FakeNetwork,
  loader: RouteLoader | undefined,
  over: { params?: Record<string, string>; query?: Record<string, string>; city?: City | null } = {},
) {
  await loader?.({
    params: over.params ?? {},
    query: over.query ?? {},
    city: over.city ?? null,
    queryClient: pageQueryClient(),
    options: {},
    notFound: () => undefined,
  });
  net.requests.splice(0);
}

const MONTH = { month: '2026-10', months: ['2026-10', '2026-09'], games: [game({ id: 42 })] };

describe('screens started from what their loader put in the cache (no request)', () => {
  it('/game_results shows the month, its games and their rows; the next month is asked for on a click', async () => {
    const net = fakeNetwork();
    net.on('monthScores', { status: 200, data: MONTH });
    await loaded(net, loaders.gameResults);
    render(<GameResultsScreen {...screenProps('gameResults')} />);
    const card = screen.getByRole('article', { name: 'Гарри Поттер #2' });
    expect(within(card).getByText(/чт, 15 октября · 19:30/)).toBeInTheDocument();
    expect(within(card).getByRole('rowheader', { name: 'Совы не то, чем кажутся' })).toBeInTheDocument();
    expect(screen.getByText('октябрь 2026', { selector: 'p' })).toBeInTheDocument();
    await act(settle);
    expect(net.requests).toEqual([]);

    net.on('monthScores', { status: 200, data: { ...MONTH, month: '2026-09', games: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущий месяц' }));
    expect(await screen.findByText('Нет игры!')).toBeInTheDocument();
    expect(net.requests.map((r) => r.query)).toEqual([{ month: '2026-09' }]);
  });

  it('/game_result/{id} shows the game, its date in the city zone and its rows', async () => {
    const net = fakeNetwork();
    net.on('allowAnyEvent', { status: 200, data: makeEvent({ id: 42 }) });
    net.on('eventScores', { status: 200, data: ROWS });
    await loaded(net, loaders.gameResult, { params: { eventId: '42' } });
    render(<GameResultScreen {...screenProps('gameResult', { params: { eventId: '42' } })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Гарри Поттер #2' })).toBeInTheDocument();
    expect(screen.getByText(/чт, 15 октября · 19:30 · Бар «Сова»/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Результаты: Гарри Поттер #2' });
    expect(within(table).getAllByRole('row')).toHaveLength(ROWS.length + 1);
    expect(within(table).getByRole('rowheader', { name: 'Квизоны' })).toBeInTheDocument();
    await act(settle);
    expect(net.requests).toEqual([]);
  });

  it('/rating shows the seasons, the newest open with its teams', async () => {
    const net = fakeNetwork();
    net.on('rating', { status: 200, data: SEASONS });
    await loaded(net, loaders.rating);
    render(<RatingScreen {...screenProps('rating')} />);
    expect(screen.getByRole('button', { name: 'Сезон 2026' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Сезон 2026: 4 команды')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Ёжики в тумане' })).toBeInTheDocument();
    await act(settle);
    expect(net.requests).toEqual([]);
  });

  it('without the answer a screen loads it itself (skeleton, then the rows)', async () => {
    const net = fakeNetwork();
    net.on('rating', { status: 200, data: SEASONS });
    render(<RatingScreen {...screenProps('rating')} />);
    expect(screen.getByRole('status', { name: 'Загрузка рейтинга…' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Квизоны' })).toBeInTheDocument();
    expect(net.requests.map((r) => r.url)).toEqual(['rating/']);
  });
});

describe('route loaders ask what the screens ask', () => {
  const context = (over: Partial<LoaderContext>): LoaderContext => ({
    params: {},
    query: {},
    city: makeCity({ id: 3 }),
    queryClient: pageQueryClient(),
    options: {},
    notFound: () => undefined,
    ...over,
  });

  it('GameResults: the month of the URL (a malformed one is left out) in the city', async () => {
    const net = fakeNetwork();
    net.on('monthScores', { status: 200, data: MONTH });
    await expect(loaders.gameResults?.(context({ query: { month: '2026-09' } }))).resolves.toEqual(MONTH);
    await loaders.gameResults?.(context({ query: { month: '2026-13' } }));
    await loaders.gameResults?.(context({ city: null }));
    expect(net.requests.map((r) => [r.url, r.query])).toEqual([
      ['events_scores/', { city: 3, month: '2026-09' }],
      ['events_scores/', { city: 3 }],
      ['events_scores/', {}],
    ]);
  });

  it('gameResult: the game and its rows; an id that names no game asks nothing', async () => {
    const net = fakeNetwork();
    const event = makeEvent({ id: 42 });
    net.on('allowAnyEvent', { status: 200, data: event });
    net.on('eventScores', { status: 200, data: ROWS });
    await expect(loaders.gameResult?.(context({ params: { eventId: '42' } }))).resolves.toEqual(event);
    expect(net.requests.map((r) => r.url).sort()).toEqual(['allow_any/event/42/', 'events_scores/42/']);
    const notFound = jest.fn();
    await expect(
      loaders.gameResult?.(context({ params: { eventId: 'abc' }, notFound })),
    ).resolves.toBeUndefined();
    expect(net.requests).toHaveLength(2);
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('gameResult: a game the server does not know is «no such game» and not found (no failure)', async () => {
    const net = fakeNetwork();
    net.on('*', { status: 404, data: { detail: 'Не найдено.' } });
    const notFound = jest.fn();
    await expect(
      loaders.gameResult?.(context({ params: { eventId: '999999' }, notFound })),
    ).resolves.toBeNull();
    expect(notFound).toHaveBeenCalledTimes(1);
    const asked = net.requests.length;
    render(<GameResultScreen {...screenProps('gameResult', { params: { eventId: '999999' } })} />);
    expect(screen.getByText('Игра не найдена')).toBeInTheDocument();
    await act(settle);
    expect(screen.getByText('Игра не найдена')).toBeInTheDocument();
    expect(net.requests).toHaveLength(asked);
  });

  it('Rating: the seasons of the city; the hall screen (live, in the browser only) has no loader', async () => {
    const net = fakeNetwork();
    net.on('rating', { status: 200, data: SEASONS });
    await expect(loaders.rating?.(context({}))).resolves.toEqual(SEASONS);
    expect(net.requests.map((r) => [r.url, r.query])).toEqual([['rating/', { city: 3 }]]);
    expect(loaders.gameResultScreen).toBeUndefined();
  });
});

describe('prefetch (./App)', () => {
  it('runs the loader of a public route, and nothing for the hall screen', async () => {
    const { prefetch } = await import('../entry');
    const net = fakeNetwork();
    net.on('rating', { status: 200, data: SEASONS });
    expect(prefetch('gameResultScreen', { eventId: '5' }, {}, null)).toBeNull();
    await expect(prefetch('rating', {}, {}, makeCity({ id: 9 }))).resolves.toEqual(SEASONS);
    expect(net.requests.map((r) => [r.url, r.query])).toEqual([['rating/', { city: 9 }]]);
  });
});
