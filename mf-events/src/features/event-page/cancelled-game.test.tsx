/**
 * A cancelled or moved game as a player sees it on the event page (the API answers through
 * @quiz/api/testing): «Игра отменена» with no registration and no «Добавить в календарь»; «Игра
 * перенесена» with the date it had. The games lists' cards: games/cancelled-games.test.tsx.
 */
import { fakeNetwork } from '@quiz/api/testing';
import type { Event } from '@quiz/contract';
import { EVENT_STATUS_TEXTS } from '@quiz/domain';
import { render, screen } from '@testing-library/react';
import { logIn, logOut, makeEvent } from '../../test/fixtures';
import { EventPageView } from './EventPageView';

jest.mock('@quiz/federation', () => ({
  retryableLazy: jest.requireActual('@quiz/federation').retryableLazy,
  RemoteParcel: ({ id }: { id: string }) => <section aria-label={id} />,
  DeferredParcel: ({ id }: { id: string }) => <section aria-label={id} />,
}));

const DAY = 24 * 60 * 60 * 1000;
const fromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** A game the logged-in player is registered for (his team 77). */
const registered = (over: Partial<Event>) => makeEvent({ isRegistered: true, myTeamId: 77, ...over });

async function openPage(event: Event) {
  const net = fakeNetwork();
  net.on('allowAnyEvent', { status: 200, data: event });
  net.on('event', { status: 200, data: event });
  net.on('landingFeed', { status: 200, data: { events: [], themes: [] } });
  render(<EventPageView eventId={event.id} routeTitle="Игра" />);
  return screen.findByRole('heading', { level: 2, name: 'Гарри Поттер #2' });
}

describe('a cancelled game on its page', () => {
  afterEach(() => logOut());

  it('a registered player reads «Игра отменена», with no «Добавить в календарь» and no registration', async () => {
    logIn();
    await openPage(registered({ id: 71, date: fromNow(3), workflow_state: 'cancelled' }));
    expect(screen.getByTestId('event-status')).toHaveTextContent(EVENT_STATUS_TEXTS.cancelled);
    expect(screen.getByText(EVENT_STATUS_TEXTS.registrationCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить в календарь' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).not.toBeInTheDocument();
    expect(screen.queryByText('Вы зарегистрированы')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'mf_teams/EventTeamPanel' })).not.toBeInTheDocument();
  });

  it('a visitor gets no registration form', async () => {
    await openPage(makeEvent({ id: 72, date: fromNow(3), workflow_state: 'cancelled' }));
    expect(screen.getByTestId('event-status')).toHaveTextContent(EVENT_STATUS_TEXTS.cancelled);
    expect(screen.queryByRole('region', { name: 'mf_teams/AnonymousRegistration' })).not.toBeInTheDocument();
  });

  it('a moved game says «Игра перенесена» with the date it had, and keeps the calendar', async () => {
    logIn();
    await openPage(
      registered({
        id: 73,
        date: '2099-12-11T16:30:00.000Z',
        postponed_from: '2099-12-04T16:00:00.000Z',
      }),
    );
    const status = screen.getByTestId('event-status');
    expect(status).toHaveTextContent(EVENT_STATUS_TEXTS.postponed);
    // the venue city (Moscow) wall clock
    expect(status).toHaveTextContent(EVENT_STATUS_TEXTS.postponedFrom('4 декабря, 19:00'));
    expect(screen.getByRole('button', { name: 'Добавить в календарь' })).toBeInTheDocument();
  });
});
