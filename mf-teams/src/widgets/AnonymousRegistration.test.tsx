/** The anonymous registration widget takes the game its host already has instead of asking again. */
import { fakeNetwork } from '@quiz/api/testing';
import { makeEvent } from '@quiz/contract/fixtures';
import { render, screen } from '@testing-library/react';
import { AnonymousRegistration } from './AnonymousRegistration';

const host = { loadRemote: () => Promise.reject(new Error('no widgets here')) };

describe('mf_teams/AnonymousRegistration', () => {
  it('with the host’s game: the form at once, no request for the game', async () => {
    const net = fakeNetwork();
    const event = makeEvent({ id: 42, date: '2099-10-15T16:30:00.000Z' });
    render(<AnonymousRegistration host={host} eventId={42} event={event} />);
    expect(await screen.findByLabelText('Ваше имя')).toBeInTheDocument();
    expect(net.calls('allowAnyEvent')).toHaveLength(0);
  });

  it('without it (or with another game): asks for the game', async () => {
    const net = fakeNetwork();
    net.on('allowAnyEvent', { status: 200, data: makeEvent({ id: 42, date: '2099-10-15T16:30:00.000Z' }) });
    render(<AnonymousRegistration host={host} eventId={42} event={makeEvent({ id: 7 })} />);
    expect(await screen.findByLabelText('Ваше имя')).toBeInTheDocument();
    expect(net.calls('allowAnyEvent')).toHaveLength(1);
  });
});
