/**
 * The event page rendered by the server and taken over by the browser (issue 16): the browser's first
 * render must be the server's, whatever the browser knows that the server does not (a phone's viewport,
 * the session, a clock that moved on), and the data the server rendered with is not asked for again.
 */
import { fakeNetwork } from '@quiz/api/testing';
import type { Event } from '@quiz/contract';
import { makeCity } from '@quiz/contract/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn, logOut, makeEvent } from '../../test/fixtures';
import { asPhone, cleanUpHydrations, serverThenHydrate, sleep } from '../../test/hydration';
import { EventPageView } from './EventPageView';
import type { EventPageData } from './eventPageData';

// other remotes' widgets are not under test here: a parcel stands as a labelled region
jest.mock('@quiz/federation', () => ({
  RemoteParcel: ({ id }: { id: string }) => <section aria-label={id} />,
}));

const DAY = 24 * 60 * 60 * 1000;
const city = makeCity({ id: 1 });
const post = '<p>Берите с собой хорошее настроение</p>';

function page(event: Event, at = Date.now()): EventPageData {
  return { eventId: event.id, event, at, personal: false };
}

function view(data: EventPageData) {
  return <EventPageView eventId={data.event?.id ?? 1} routeTitle="Игра" initial={data} />;
}

afterEach(() => {
  cleanUpHydrations();
  logOut();
});

describe('event page: server render, then hydration', () => {
  beforeEach(() => logOut());

  it('on a phone: hydrates the server’s page as it is, then opens «Регистрация», with no request', async () => {
    const net = fakeNetwork();
    const event = makeEvent({
      id: 5,
      date: new Date(Date.now() + 3 * DAY).toISOString(),
      meta_data: { post },
    });
    const hydrated = await serverThenHydrate(view(page(event)), {
      city,
      browser: () => {
        asPhone();
      },
    });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    // the server's section is open on a phone-wide screen by CSS (it knows no viewport); the phone's
    // decision after hydration keeps it open: nothing moves
    expect(hydrated.html).toMatch(/aria-expanded="true"[^>]*aria-controls="registration-panel"/);
    expect(hydrated.html).not.toMatch(/id="registration-panel"[^>]*hidden/);
    expect(screen.getByRole('button', { name: 'Регистрация' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'mf_teams/AnonymousRegistration' })).toBeInTheDocument();
    expect(screen.getByText('Берите с собой хорошее настроение')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Гарри Поттер #2' })).toBeInTheDocument();
    await sleep(20);
    expect(net.requests).toEqual([]);
  });

  it('a game that starts between the server’s render and the hydration: no mismatch, then «Итоги игры»', async () => {
    fakeNetwork();
    const at = Date.now();
    const event = makeEvent({ id: 6, date: new Date(at + 40).toISOString(), meta_data: { post } });
    const hydrated = await serverThenHydrate(view(page(event, at)), { city, browser: () => sleep(80) });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    // the server rendered a game ahead; the browser's clock has it started
    expect(hydrated.html).toContain('Берите с собой хорошее настроение');
    expect(await screen.findByRole('heading', { name: 'Итоги игры' })).toBeInTheDocument();
    expect(screen.queryByText('Берите с собой хорошее настроение')).not.toBeInTheDocument();
  });

  it('a logged-in visitor: hydrates the anonymous page, then asks for the event with the session', async () => {
    const net = fakeNetwork();
    const event = makeEvent({ id: 7, date: new Date(Date.now() + 3 * DAY).toISOString() });
    net.on('event', { status: 200, data: { ...event, isRegistered: true } });
    const hydrated = await serverThenHydrate(view(page(event)), { city, browser: () => void logIn() });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    await waitFor(() => expect(net.calls('event')).toHaveLength(1));
    expect(net.calls('allowAnyEvent')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Регистрация' }));
    expect(await screen.findByText('Вы зарегистрированы')).toBeInTheDocument();
  });

  it('«Игра не найдена», as the server rendered it, with no request', async () => {
    const net = fakeNetwork();
    const hydrated = await serverThenHydrate(
      <EventPageView
        eventId={404}
        routeTitle="Игра"
        initial={{ eventId: 404, event: null, at: Date.now(), personal: false }}
      />,
      { city },
    );
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    expect(screen.getByText('Игра не найдена')).toBeInTheDocument();
    await sleep(20);
    expect(net.requests).toEqual([]);
  });
});
