import { postComfortableTime } from '@quiz/api';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureBus } from '../../test/bus';
import { logIn, logOut, makeUser } from '../../test/fixtures';
import { AvailabilityGrid } from './AvailabilityGrid';

jest.mock('@quiz/api', () => ({ ...jest.requireActual('@quiz/api'), postComfortableTime: jest.fn() }));
const post = jest.mocked(postComfortableTime);

describe('availability grid (18:00–21:00 × пн–вс)', () => {
  const seen = captureBus();
  beforeEach(() => {
    logOut();
    post.mockReset();
    post.mockImplementation(async (id, status) => ({ comfortable_time: status ? { [id]: true } : {} }));
  });

  it('has 4 hours × 7 days', () => {
    render(<AvailabilityGrid />);
    for (const h of ['18:00', '19:00', '20:00', '21:00'])
      expect(screen.getByRole('rowheader', { name: h })).toBeInTheDocument();
    for (const d of ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'])
      expect(screen.getByRole('columnheader', { name: d })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(28);
  });

  it('logged out: a click asks for login, then saves that slot', async () => {
    render(<AvailabilityGrid />);
    await userEvent.click(screen.getByRole('button', { name: 'понедельник, 18:00' }));
    expect(post).not.toHaveBeenCalled();
    const auth = seen.find((e) => e.type === 'auth.required');
    expect(auth).toBeDefined();
    act(() => {
      logIn();
      if (auth?.type === 'auth.required') auth.retry?.();
    });
    await waitFor(() => expect(post).toHaveBeenCalledWith('18-mn', true));
  });

  it('logged in: shows the saved grid and toggles slots with POST user/comfortable_time/', async () => {
    logIn(makeUser({ comfortable_time: { '20-fr': true } }));
    render(<AvailabilityGrid />);
    const fri = screen.getByRole('button', { name: 'пятница, 20:00' });
    expect(fri).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(fri);
    await waitFor(() => expect(post).toHaveBeenCalledWith('20-fr', false));
    await waitFor(() => expect(fri).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(screen.getByRole('button', { name: 'воскресенье, 21:00' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'воскресенье, 21:00' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(post).toHaveBeenLastCalledWith('21-su', true);
  });
});
