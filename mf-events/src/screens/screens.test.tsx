/**
 * mf_events' public screens start from the route loader's answer: the server's (`props.data`)
 * or a prefetched one; then they show it at once and ask the network nothing. An answer asked without
 * the visitor's session is not taken for a logged-in visitor (the screen asks again, with it).
 */
import { fakeNetwork } from '@quiz/api/testing';
import { city$ } from '@quiz/bus';
import type { Album } from '@quiz/contract';
import { makeCity } from '@quiz/contract/fixtures';
import { prefetchRoute, type RemoteAppProps } from '@quiz/federation';
import { act, render, screen } from '@testing-library/react';
import type { EventPageData } from '../features/event-page/eventPageData';
import type { GamesListData } from '../features/games/gamesData';
import type { PhotoReportData } from '../features/photo-report/photoReportData';
import { loaders } from '../loaders';
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

beforeEach(() => {
  logOut();
  city$.next(city);
});
afterEach(() => city$.next(null));

describe('public screens start from the route loader’s answer, without a request', () => {
  it('eventPage', async () => {
    const net = fakeNetwork();
    const data: EventPageData = {
      eventId: 5,
      event: makeEvent({ id: 5, date: ahead(), meta_data: { post: '<p>Приходите заранее</p>' } }),
      at: Date.now(),
      personal: false,
    };
    render(<EventPageScreen {...props('eventPage', { params: { eventId: '5' }, data })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Гарри Поттер #2' })).toBeInTheDocument();
    // the post rendered in the browser goes through DOMPurify, loaded then (no API request)
    expect(await screen.findByText('Приходите заранее')).toBeInTheDocument();
    await settle();
    expect(net.requests).toEqual([]);
  });

  it('eventPage: «Игра не найдена»', async () => {
    const net = fakeNetwork();
    const data: EventPageData = { eventId: 9, event: null, at: Date.now(), personal: false };
    render(<EventPageScreen {...props('eventPage', { params: { eventId: '9' }, data })} />);
    expect(screen.getByText('Игра не найдена')).toBeInTheDocument();
    await settle();
    expect(net.requests).toEqual([]);
  });

  it('games', async () => {
    const net = fakeNetwork();
    const data: GamesListData = {
      tab: 'UPCOMING',
      cityId: 1,
      events: [makeEvent({ id: 5, date: ahead() })],
      next: null,
      personal: false,
      at: Date.now(),
    };
    render(<GamesScreen {...props('games', { data })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Игры' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Гарри Поттер #2' })).toBeInTheDocument();
    await settle();
    expect(net.requests).toEqual([]);
  });

  it('Games: another city’s list is not taken (the screen asks for its own city’s)', async () => {
    const net = fakeNetwork();
    net.on('gamesFuture', { status: 200, data: [] });
    const data: GamesListData = {
      tab: 'UPCOMING',
      cityId: 2,
      events: [makeEvent({ id: 5, date: ahead() })],
      next: null,
      personal: false,
      at: Date.now(),
    };
    render(<GamesScreen {...props('games', { data })} />);
    expect(await screen.findByText('Новые игры появятся совсем скоро.')).toBeInTheDocument();
    expect(net.calls('gamesFuture').map((r) => r.query)).toEqual([{ city: 1 }]);
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
    const data: PhotoReportData = {
      eventId: 5,
      event: makeEvent({ id: 5, album: 11 }),
      album,
      personal: false,
    };
    render(<PhotoReportScreen {...props('photoReport', { params: { eventId: '5' }, data })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Фотоотчёт' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Фото 1 из 1: открыть' })).toBeInTheDocument();
    await settle();
    expect(net.requests).toEqual([]);
  });

  it('promoGame', async () => {
    const net = fakeNetwork();
    const data = { ...makeTrialPackage(2), title: 'Пробная игра про кино' };
    net.on('*', { status: 200, data: { html: '<p>Кадр</p>' } });
    render(<PromoGameScreen {...props('promoGame', { data })} />);
    expect(screen.getByText(/Пробная игра про кино\./)).toBeInTheDocument();
    expect(screen.getByTestId('trial-counter')).toHaveTextContent('Вопрос 1 из 2 · вопрос');
    await settle();
    // the frames of the trial game are the game's own requests, not the page's
    expect(net.calls('promoGame')).toEqual([]);
  });

  it('a logged-in visitor does not take an anonymous answer: the event page asks with the session', async () => {
    logIn();
    const net = fakeNetwork();
    const event = makeEvent({ id: 5, date: ahead() });
    net.on('event', { status: 200, data: { ...event, isRegistered: true } });
    const data: EventPageData = { eventId: 5, event, at: Date.now(), personal: false };
    render(<EventPageScreen {...props('eventPage', { params: { eventId: '5' }, data })} />);
    await settle();
    expect(net.calls('event')).toHaveLength(1);
    expect(net.calls('allowAnyEvent')).toHaveLength(0);
  });

  it('another event’s answer is not taken for this one', async () => {
    const net = fakeNetwork();
    net.on('allowAnyEvent', { status: 200, data: makeEvent({ id: 6, postfix: '#6', date: ahead() }) });
    const data: EventPageData = { eventId: 5, event: makeEvent({ id: 5 }), at: Date.now(), personal: false };
    render(<EventPageScreen {...props('eventPage', { params: { eventId: '6' }, data })} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Гарри Поттер #6' })).toBeInTheDocument();
    expect(net.calls('allowAnyEvent')).toHaveLength(1);
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
