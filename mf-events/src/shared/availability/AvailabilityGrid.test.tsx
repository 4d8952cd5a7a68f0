import { fakeNetwork } from '@quiz/api/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureBus } from '../../test/bus';
import { logIn, logOut, makeUser } from '../../test/fixtures';
import { AvailabilityGrid } from './AvailabilityGrid';

describe('availability grid (18:00–21:00 × пн–вс)', () => {
  const seen = captureBus();
  let net: ReturnType<typeof fakeNetwork>;
  /** the slots saved with POST user/comfortable_time/, as [id, status] */
  const posted = () =>
    net.calls('setComfortableTime').map((r) => {
      const body = r.body as { id: string; status: boolean };
      return [body.id, body.status];
    });
  beforeEach(() => {
    logOut();
    net = fakeNetwork();
    net.on('setComfortableTime', (req) => {
      const { id, status } = req.body as { id: string; status: boolean };
      return { status: 200, data: { comfortable_time: status ? { [id]: true } : {} } };
    });
  });

  it('fits a phone: the week shares the width (no fixed 360 px minimum, no 44 px fixed columns)', () => {
    render(<AvailabilityGrid />);
    const rulesOf = (el: Element) =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule) => [...el.classList].some((c) => rule.cssText.startsWith(`.${c}`)))
        .map((rule) => rule.cssText)
        .join(' ');
    const table = rulesOf(screen.getByRole('table'));
    expect(table).toContain('width: 100%');
    expect(table).toContain('table-layout: fixed');
    expect(table).not.toContain('min-width');
    const slot = rulesOf(screen.getByRole('button', { name: 'воскресенье, 21:00' }));
    expect(slot).toContain('width: 100%');
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
    expect(posted()).toEqual([]);
    const auth = seen.find((e) => e.type === 'auth.required');
    expect(auth).toBeDefined();
    act(() => {
      logIn();
      if (auth?.type === 'auth.required') auth.retry?.();
    });
    await waitFor(() => expect(posted()).toContainEqual(['18-mn', true]));
  });

  it('logged in: shows the saved grid and toggles slots with POST user/comfortable_time/', async () => {
    logIn(makeUser({ comfortable_time: { '20-fr': true } }));
    render(<AvailabilityGrid />);
    const fri = screen.getByRole('button', { name: 'пятница, 20:00' });
    expect(fri).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(fri);
    await waitFor(() => expect(posted()).toContainEqual(['20-fr', false]));
    await waitFor(() => expect(fri).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(screen.getByRole('button', { name: 'воскресенье, 21:00' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'воскресенье, 21:00' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(posted().at(-1)).toEqual(['21-su', true]);
  });
});
