/**
 * A cancelled or moved game in the player's cabinet, on his team's registration page and in the
 * registration form (the API answers through @quiz/api/testing): «Игра отменена» with no «Добавить в
 * календарь», no preorder and no registration; «Игра перенесена» with the date it had.
 */
import { fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import { makeEvent } from '@quiz/contract/fixtures';
import { EVENT_STATUS_TEXTS, TEAM_TEXTS } from '@quiz/domain';
import { render, screen, within } from '@testing-library/react';
import { ME, makeLineup, makePage } from '../../test/data';
import { EventRegistrationView } from '../event-team/EventRegistrationView';
import { RegistrationForm } from '../registration/RegistrationForm';
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

describe('a cancelled game on the team registration page and in the registration form', () => {
  it('the page says «Игра отменена»: no «Уже скоро!», no calendar, no preorder', async () => {
    fakeNetwork().on('eventTeamPage', {
      status: 200,
      data: makePage({
        event: makeEvent({ date: AHEAD, workflow_state: 'cancelled', is_preorder_opened: true }),
      }),
    });
    render(<EventRegistrationView eventId={42} teamId={5} setCheck={false} />);
    expect(await screen.findByTestId('event-status')).toHaveTextContent(EVENT_STATUS_TEXTS.cancelled);
    expect(screen.queryByText(TEAM_TEXTS.soon)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить в календарь' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Сделать предзаказ' })).not.toBeInTheDocument();
    expect(screen.getByText(`${EVENT_STATUS_TEXTS.cancelled}.`)).toBeInTheDocument();
  });

  it('the form says the game is cancelled instead of offering «Зарегистрироваться»', async () => {
    const net = fakeNetwork();
    net.on('GET event/42/', {
      status: 200,
      data: makeEvent({ id: 42, date: AHEAD, workflow_state: 'cancelled' }),
    });
    net.on('userTeams', { status: 200, data: [] });
    net.on('eventTeams', {
      status: 200,
      data: { capacity: 20, free_places: 3, max_players: 10, registered: [], reserve: [] },
    });
    render(<RegistrationForm eventId={42} />);
    expect(await screen.findByText(EVENT_STATUS_TEXTS.registrationCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).not.toBeInTheDocument();
  });
});
