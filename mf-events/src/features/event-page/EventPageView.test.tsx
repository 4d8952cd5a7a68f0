import { fakeNetwork } from '@quiz/api/testing';
import type { Event } from '@quiz/contract';
import { render, screen } from '@testing-library/react';
import { logOut, makeEvent } from '../../test/fixtures';
import { EVENT_PAGE_TEXTS, EventPageView } from './EventPageView';

// the results table is another remote: its parcel is not under test here
jest.mock('@quiz/federation', () => ({ RemoteParcel: () => null }));

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
    'offers «Зарегистрироваться» when the state is %s',
    async (state) => {
      await open(makeEvent({ date: fromNow(3), workflow_state: state }));
      expect(await screen.findByRole('button', { name: 'Зарегистрироваться' })).toBeInTheDocument();
      expect(screen.queryByText('Регистрация не доступна ...')).not.toBeInTheDocument();
    },
  );

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

  it('the registration section shows the free team places, or the reserve offer when full', async () => {
    await open(makeEvent({ id: 3, date: fromNow(3), freeTeamPlaces: 2 }));
    expect(await screen.findByText('Свободных мест для команд: 2')).toBeInTheDocument();
  });

  it('a full game offers the reserve list under «Зарегистрироваться»', async () => {
    await open(makeEvent({ id: 4, date: fromNow(3), freeTeamPlaces: 0 }));
    expect(await screen.findByText('Нет мест, но можно записаться в резерв')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeInTheDocument();
  });
});
