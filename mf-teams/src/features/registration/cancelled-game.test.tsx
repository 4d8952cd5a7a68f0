/**
 * A cancelled game in the registration form (the API answers through @quiz/api/testing): the form says
 * so instead of offering «Зарегистрироваться».
 */
import { fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import { makeEvent } from '@quiz/contract/fixtures';
import { EVENT_STATUS_TEXTS } from '@quiz/domain';
import { render, screen } from '@testing-library/react';
import { ME } from '../../test/data';
import { RegistrationForm } from './RegistrationForm';

beforeEach(() => session$.next({ token: 't', user: ME }));
afterEach(() => session$.next({ token: null, user: null }));

const AHEAD = '2099-10-15T16:30:00.000Z';

describe('a cancelled game in the registration form', () => {
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
