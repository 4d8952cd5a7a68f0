/**
 * A cancelled game on the team's registration page (the API answers through @quiz/api/testing):
 * «Игра отменена», no «Уже скоро!», no «Добавить в календарь», no preorder.
 */
import { fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import { makeEvent } from '@quiz/contract/fixtures';
import { EVENT_STATUS_TEXTS, TEAM_TEXTS } from '@quiz/domain';
import { render, screen } from '@testing-library/react';
import { ME, makePage } from '../../test/data';
import { EventRegistrationView } from './EventRegistrationView';

beforeEach(() => session$.next({ token: 't', user: ME }));
afterEach(() => session$.next({ token: null, user: null }));

const AHEAD = '2099-10-15T16:30:00.000Z';

describe('a cancelled game on the team registration page', () => {
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
});
