import { fakeNetwork } from '@quiz/api/testing';
import type { Event } from '@quiz/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn, logOut, makeEvent } from '../../test/fixtures';
import { EVENT_PAGE_TEXTS, EventPageView } from './EventPageView';

// other remotes' widgets are not under test here: a parcel stands as a labelled region
jest.mock('@quiz/federation', () => ({
  retryableLazy: jest.requireActual('@quiz/federation').retryableLazy,
  RemoteParcel: ({ id }: { id: string }) => <section aria-label={id} />,
  // when a deferred widget loads is DeferredParcel's own test (packages/federation)
  DeferredParcel: ({ id }: { id: string }) => <section aria-label={id} />,
}));

const DAY = 24 * 60 * 60 * 1000;
// EventDetails compares with the real clock
const fromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function open(event: Event) {
  const net = fakeNetwork();
  net.on('allowAnyEvent', { status: 200, data: event });
  net.on('event', { status: 200, data: event });
  net.on('landingFeed', { status: 200, data: { events: [], themes: [] } });
  render(<EventPageView eventId={event.id} routeTitle="Игра" registrationOpen />);
  return screen.findByRole('heading', { level: 1 });
}

describe('event page (SPEC §2 "Event page", §4 registration states)', () => {
  beforeEach(() => logOut());

  it('says «Регистрация не доступна ...» when the event is not published or sitting', async () => {
    await open(makeEvent({ date: fromNow(3), workflow_state: 'draft' }));
    expect(await screen.findByText('Регистрация не доступна ...')).toBeInTheDocument();
    expect(EVENT_PAGE_TEXTS.closed).toBe('Регистрация не доступна ...');
    expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).not.toBeInTheDocument();
  });

  it.each(['published', 'sitting'] as const)(
    'offers a logged-in player «Зарегистрироваться» when the state is %s',
    async (state) => {
      logIn();
      await open(makeEvent({ date: fromNow(3), workflow_state: state }));
      expect(await screen.findByRole('button', { name: 'Зарегистрироваться' })).toBeInTheDocument();
      expect(screen.queryByText('Регистрация не доступна ...')).not.toBeInTheDocument();
      expect(
        screen.queryByRole('region', { name: 'mf_teams/AnonymousRegistration' }),
      ).not.toBeInTheDocument();
    },
  );

  it('gives a logged-out visitor the registration form instead, with no second «Зарегистрироваться»', async () => {
    await open(makeEvent({ date: fromNow(3), workflow_state: 'published' }));
    expect(await screen.findByRole('region', { name: 'mf_teams/AnonymousRegistration' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).not.toBeInTheDocument();
  });

  it('shows the post before the game and hides it once the date has passed', async () => {
    const post = '<p>Берите с собой хорошее настроение</p>';
    await open(makeEvent({ id: 1, date: fromNow(3), meta_data: { post } }));
    expect(await screen.findByText('Берите с собой хорошее настроение')).toBeInTheDocument();
  });

  it('hides the post of a passed game and says «Игра уже прошла.»', async () => {
    const post = '<p>Берите с собой хорошее настроение</p>';
    await open(makeEvent({ id: 2, date: fromNow(-1), meta_data: { post } }));
    expect(await screen.findByText('Игра уже прошла.')).toBeInTheDocument();
    expect(screen.queryByText('Берите с собой хорошее настроение')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Итоги игры' })).toBeInTheDocument();
  });

  it('a registered player: «Вы зарегистрированы» and «Добавить в календарь» with the game’s .ics', async () => {
    logIn();
    await open(makeEvent({ id: 3, date: fromNow(3), isRegistered: true }));
    expect(await screen.findByText('Вы зарегистрированы')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить в календарь' }));
    expect(screen.getByRole('link', { name: /Скачать файл \.ics/ })).toHaveAttribute(
      'href',
      '/api/event/3/calendar.ics',
    );
  });

  it('the registration section shows the free team places, or the reserve offer when full', async () => {
    await open(makeEvent({ id: 3, date: fromNow(3), freeTeamPlaces: 2 }));
    expect(await screen.findByText('Свободных мест для команд: 2')).toBeInTheDocument();
  });

  it('a full game offers the reserve list under «Зарегистрироваться»', async () => {
    logIn();
    await open(makeEvent({ id: 4, date: fromNow(3), freeTeamPlaces: 0 }));
    expect(await screen.findByText('Нет мест, но можно записаться в резерв')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeInTheDocument();
  });

  it('loads the themes and the promo video only when their sections are opened', async () => {
    const event = makeEvent({ id: 4, date: fromNow(3) });
    await open({ ...event, game: { ...event.game, promo_video: 'https://youtu.be/dQw4w9WgXcQ' } });
    const themes = await screen.findByRole('button', { name: 'Темы' });
    expect(screen.queryByText('Гарри Поттер')).not.toBeInTheDocument();
    expect(screen.queryByTitle(/Промо-видео:/)).not.toBeInTheDocument();

    await userEvent.click(themes);
    expect(await screen.findByText('Гарри Поттер')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Промо-видео' }));
    expect(await screen.findByTitle(/Промо-видео:/)).toHaveAttribute(
      'src',
      expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    );
  });

  describe('«Результаты в прямом эфире» (the results lifecycle’s scoring state)', () => {
    const LIVE = 'Результаты в прямом эфире';
    const HOUR = 60 * 60 * 1000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    afterEach(() => jest.useRealTimers());

    it('is not offered before the start', async () => {
      await open(makeEvent({ id: 11, date: at(HOUR), workflow_state: 'published' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Гарри Поттер #2' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: LIVE })).not.toBeInTheDocument();
    });

    it.each(['published', 'sitting'] as const)(
      'leads to the live results from the start while the results are not published (%s)',
      async (state) => {
        await open(makeEvent({ id: 12, date: at(-HOUR), workflow_state: state }));
        expect(await screen.findByRole('link', { name: LIVE })).toHaveAttribute('href', '/game_result/12');
      },
    );

    it.each(['finished', 'cancelled'] as const)(
      'is not offered once the results are published, nor for a cancelled game (%s)',
      async (state) => {
        await open(makeEvent({ id: 13, date: at(-HOUR), workflow_state: state }));
        expect(await screen.findByRole('heading', { name: 'Итоги игры' })).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: LIVE })).not.toBeInTheDocument();
      },
    );

    it('appears at the start on a page opened before it, with no reload', async () => {
      jest.useFakeTimers({ advanceTimers: true });
      await open(makeEvent({ id: 14, date: at(2_000), workflow_state: 'published' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Гарри Поттер #2' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: LIVE })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2_100));
      expect(await screen.findByRole('link', { name: LIVE })).toHaveAttribute('href', '/game_result/14');
    });
  });
});
