/**
 * mf_events' public screens start from what the route loader put in the page's query cache: the
 * server's (hydrated) or a prefetched one; then they show it at once and ask the network nothing more.
 * The keys say what an answer is (which event, which city, asked with the session or not): an answer
 * under another key is not taken (the screen asks for its own).
 */
import { fakeNetwork } from '@quiz/api/testing';
import { city$ } from '@quiz/bus';
import type { Album } from '@quiz/contract';
import { makeCity } from '@quiz/contract/fixtures';
import { prefetchRoute, type RemoteAppProps } from '@quiz/federation';
import { act, render, screen } from '@testing-library/react';
import { loaders } from '../loaders';
import { carryToPage, serverCache } from '../test/cache';
import { logIn, logOut, makeEvent, makeTrialPackage } from '../test/fixtures';
import EventPageScreen from './EventPageScreen';
import GamesScreen from './GamesScreen';
import PhotoReportScreen from './PhotoReportScreen';
import PromoGameScreen from './PromoGameScreen';

jest.mock('@quiz/federation', () => ({
  ...jest.requireActual('@quiz/federation'),
  // other remotes' widgets are not under test here: a parcel stands as a labelled region
  RemoteParcel: ({ id }: { id: string }) => <section aria-label={id} />,
  // when a deferred widget loads is DeferredParcel's own test (packages/federation)
  DeferredParcel: ({ id }: { id: string }) => <section aria-label={id} />,
}));

const DAY = 24 * 60 * 60 * 1000;
const ahead = () => new Date(Date.now() + 3 * DAY).toISOString();
const city = makeCity({ id: 1 });

function props(route: RemoteAppProps['route'], over: Partial<RemoteAppProps> = {}): RemoteAppProps {
  return { route, params: {}, query: {}, embedded: false, host: { loadRemote: jest.fn() }, ...over };
}

/** Lets effects and any request they would send run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** The route's loader fills the page's cache (as a prefetch does), for the city on the bus unless told. */
function load(route: keyof typeof loaders, params: Record<string, string> = {}, forCity = city) {
  return prefetchRoute(loaders, route, { params, query: {}, city: forCity });
}

/** The id in an event's URL (`allow_any/event/6/`). */
const idIn = (url: string) => Number(url.split('/').at(-2));

beforeEach(() => {
  logOut();
  city$.next(city);
});
afterEach(() => city$.next(null));

describe('public screens start from the route loader’s cache, without a request', () => {
  it('eventPage', async () => {
    const net = fakeNetwork();
    net.on('allowAnyEvent', {
      status: 200,
      data: makeEvent({ id: 5, date: ahead(), meta_data: { post: '<p>Приходите заранее</p>' } }),
    });
    await load('eventPage', { eventId: '5' });
    expect(net.requests).toHaveLength(1);
    render(<EventPageScreen {...props('eventPage', { params: { eventId: '5' } })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Гарри Поттер #2' })).toBeInTheDocument();
    // the post rendered in the browser goes through DOMPurify, loaded then (no API request)
    expect(await screen.findByText('Приходите заранее')).toBeInTheDocument();
    await settle();
    expect(net.requests).toHaveLength(1);
  });

  it('eventPage: «Игра не найдена»', async () => {
    // the event call answers 404: the loader keeps «no such game» (null) in the cache
    const net = fakeNetwork();
    await load('eventPage', { eventId: '9' });
    expect(net.calls('allowAnyEvent')).toHaveLength(1);
    render(<EventPageScreen {...props('eventPage', { params: { eventId: '9' } })} />);
    expect(screen.getByText('Игра не найдена')).toBeInTheDocument();
    await settle();
    expect(net.requests).toHaveLength(1);
  });

  it('games', async () => {
    const net = fakeNetwork();
    net.on('gamesFuture', { status: 200, data: [makeEvent({ id: 5, date: ahead() })] });
    await load('games');
    expect(net.calls('gamesFuture').map((r) => r.query)).toEqual([{ city: 1 }]);
    render(<GamesScreen {...props('games')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Игры' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Гарри Поттер #2' })).toBeInTheDocument();
    await settle();
    expect(net.requests).toHaveLength(1);
  });

  it('Games: another city’s list is not taken (the screen asks for its own city’s)', async () => {
    const net = fakeNetwork();
    net.on('gamesFuture', (req) => ({
      status: 200,
      data: req.query.city === 2 ? [makeEvent({ id: 5, date: ahead() })] : [],
    }));
    // the cache holds city 2's list; the visitor's city (on the bus) is 1
    await load('games', {}, makeCity({ id: 2 }));
    render(<GamesScreen {...props('games')} />);
    expect(await screen.findByText('Новые игры появятся совсем скоро.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Гарри Поттер #2' })).not.toBeInTheDocument();
    expect(net.calls('gamesFuture').map((r) => r.query)).toEqual([{ city: 2 }, { city: 1 }]);
  });

  it('photoReport', async () => {
    const net = fakeNetwork();
    const album: Album = {
      id: 11,
      title: 'Фотоотчёт: Гарри Поттер',
      event: 5,
      cover_photo: null,
      photos: [{ id: 1, file_url: '/p/1.jpg', thumbnail_url: '/p/1-t.jpg', width: 1600, height: 1200 }],
    };
    net.on('allowAnyEvent', { status: 200, data: makeEvent({ id: 5, album: 11 }) });
    net.on('eventAlbum', { status: 200, data: album });
    await load('photoReport', { eventId: '5' });
    expect(net.requests).toHaveLength(2);
    render(<PhotoReportScreen {...props('photoReport', { params: { eventId: '5' } })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Фотоотчёт' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Фото 1 из 1: открыть' })).toBeInTheDocument();
    await settle();
    expect(net.requests).toHaveLength(2);
  });

  it('promoGame', async () => {
    const net = fakeNetwork();
    net.on('*', { status: 200, data: { html: '<p>Кадр</p>' } });
    net.on('promoGame', { status: 200, data: { ...makeTrialPackage(2), title: 'Пробная игра про кино' } });
    await load('promoGame');
    expect(net.calls('promoGame')).toHaveLength(1);
    render(<PromoGameScreen />);
    expect(screen.getByText(/Пробная игра про кино\./)).toBeInTheDocument();
    expect(screen.getByTestId('trial-counter')).toHaveTextContent('Вопрос 1 из 2 · вопрос');
    await settle();
    // the frames of the trial game are the game's own requests, not the page's
    expect(net.calls('promoGame')).toHaveLength(1);
  });

  it('a logged-in visitor does not take the anonymous answer in the cache: the event page asks with the session', async () => {
    const net = fakeNetwork();
    const event = makeEvent({ id: 5, date: ahead() });
    net.on('allowAnyEvent', { status: 200, data: event });
    net.on('event', { status: 200, data: { ...event, isRegistered: true } });
    // the server's cache (anonymous, key loggedIn: false), hydrated once the browser's session is set
    const server = await serverCache(loaders.eventPage, { params: { eventId: '5' }, city });
    logIn();
    carryToPage(server);
    render(<EventPageScreen {...props('eventPage', { params: { eventId: '5' } })} />);
    expect(await screen.findByText('Вы зарегистрированы')).toBeInTheDocument();
    expect(net.calls('event')).toHaveLength(1);
    // the anonymous event was asked by the server's loader only
    expect(net.calls('allowAnyEvent')).toHaveLength(1);
  });

  it('another event’s answer in the cache is not taken for this one', async () => {
    const net = fakeNetwork();
    net.on('allowAnyEvent', (req) => {
      const id = idIn(req.url);
      return { status: 200, data: makeEvent({ id, postfix: `#${id}`, date: ahead() }) };
    });
    await load('eventPage', { eventId: '5' });
    render(<EventPageScreen {...props('eventPage', { params: { eventId: '6' } })} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Гарри Поттер #6' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Гарри Поттер #5' })).not.toBeInTheDocument();
    expect(net.calls('allowAnyEvent').map((r) => idIn(r.url))).toEqual([5, 6]);
  });

  it('a prefetched event page (link hovered) opens with no second request', async () => {
    const net = fakeNetwork();
    net.on('allowAnyEvent', { status: 200, data: makeEvent({ id: 77, date: ahead() }) });
    await prefetchRoute(loaders, 'eventPage', { params: { eventId: '77' }, query: {}, city });
    expect(net.calls('allowAnyEvent')).toHaveLength(1);
    render(<EventPageScreen {...props('eventPage', { params: { eventId: '77' } })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Гарри Поттер #2' })).toBeInTheDocument();
    await settle();
    expect(net.calls('allowAnyEvent')).toHaveLength(1);
  });
});
