/**
 * A cancelled game on the cards of the games lists (the API answers through @quiz/api/testing):
 * «Игра отменена» with no «Добавить в календарь» and no results buttons.
 */
import { fakeNetwork } from '@quiz/api/testing';
import type { Event } from '@quiz/contract';
import { EVENT_STATUS_TEXTS } from '@quiz/domain';
import { render, screen, within } from '@testing-library/react';
import { logIn, logOut, makeEvent } from '../../test/fixtures';
import { GamesView } from './GamesView';

const DAY = 24 * 60 * 60 * 1000;
const fromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** A game the logged-in player is registered for (his team 77). */
const registered = (over: Partial<Event>) => makeEvent({ isRegistered: true, myTeamId: 77, ...over });

describe('a cancelled game on the cards of «Мои игры»', () => {
  afterEach(() => logOut());

  it('says «Игра отменена» and offers no calendar, no results and no review', async () => {
    logIn();
    const net = fakeNetwork();
    net.on('gamesMy', {
      status: 200,
      data: {
        current: [
          registered({ id: 81, date: fromNow(2), workflow_state: 'cancelled', postfix: '#отмена' }),
          registered({ id: 82, date: fromNow(4), postfix: '#идёт' }),
        ],
        past: [registered({ id: 83, date: fromNow(-1), workflow_state: 'cancelled', postfix: '#прошла' })],
      },
    });
    render(<GamesView query={{ type: 'MYGAMES' }} />);
    const card = (postfix: string) => screen.findByRole('article', { name: `Гарри Поттер ${postfix}` });

    const cancelled = await card('#отмена');
    expect(within(cancelled).getByTestId('event-status')).toHaveTextContent(EVENT_STATUS_TEXTS.cancelled);
    expect(within(cancelled).queryByRole('button', { name: 'Добавить в календарь' })).not.toBeInTheDocument();
    expect(within(cancelled).queryByRole('link', { name: 'Вы зарегистрированы' })).not.toBeInTheDocument();

    const on = await card('#идёт');
    expect(within(on).queryByTestId('event-status')).not.toBeInTheDocument();
    expect(within(on).getByRole('button', { name: 'Добавить в календарь' })).toBeInTheDocument();

    const past = await card('#прошла');
    expect(within(past).getByTestId('event-status')).toHaveTextContent(EVENT_STATUS_TEXTS.cancelled);
    expect(within(past).queryByRole('link', { name: 'Итоги игры' })).not.toBeInTheDocument();
    expect(within(past).queryByRole('link', { name: 'Написать отзыв' })).not.toBeInTheDocument();
  });
});
