/**
 * A cancelled or moved game in the player's cabinet (the API answers through @quiz/api/testing):
 * «Игра отменена» with no «Добавить в календарь»; «Игра перенесена» with the date it had. The team's
 * registration page and the registration form have their own tests beside them.
 */
import { fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import { makeEvent } from '@quiz/contract/fixtures';
import { EVENT_STATUS_TEXTS } from '@quiz/domain';
import { render, screen, within } from '@testing-library/react';
import { ME, makeLineup } from '../../test/data';
import { CabinetView } from './CabinetView';

beforeEach(() => session$.next({ token: 't', user: ME }));
afterEach(() => session$.next({ token: null, user: null }));

const AHEAD = '2099-10-15T16:30:00.000Z';

describe('a cancelled or moved game in the cabinet', () => {
  it('the cancelled game says «Игра отменена» and has no «Добавить в календарь»; the moved one says when it was', async () => {
    const net = fakeNetwork();
    net.on('userEvents', {
      status: 200,
      data: {
        upcoming: [
          {
            event: makeEvent({ id: 51, date: AHEAD, postfix: '#отмена', workflow_state: 'cancelled' }),
            event_team: makeLineup({ id: 1 }),
          },
          {
            event: makeEvent({
              id: 52,
              date: AHEAD,
              postfix: '#перенос',
              postponed_from: '2099-10-08T16:30:00.000Z',
            }),
            event_team: makeLineup({ id: 2 }),
          },
        ],
        past: [],
      },
    });
    render(<CabinetView />);
    const item = async (postfix: string) =>
      (await screen.findByRole('link', { name: `Гарри Поттер ${postfix}` })).closest('li') as HTMLElement;

    const cancelled = await item('#отмена');
    expect(within(cancelled).getByTestId('event-status')).toHaveTextContent(EVENT_STATUS_TEXTS.cancelled);
    expect(within(cancelled).queryByRole('button', { name: 'Добавить в календарь' })).not.toBeInTheDocument();

    const moved = await item('#перенос');
    expect(within(moved).getByTestId('event-status')).toHaveTextContent(EVENT_STATUS_TEXTS.postponed);
    expect(within(moved).getByTestId('event-status')).toHaveTextContent(
      EVENT_STATUS_TEXTS.postponedFrom('8 октября, 19:30'),
    );
    expect(within(moved).getByRole('button', { name: 'Добавить в календарь' })).toBeInTheDocument();
  });
});
