/**
 * The game's console screen links to everything of the game night: who comes, the seating, the scores,
 * the hall screen, the photos, the players' reviews, the public page; and shares the live results — the
 * link, «Скопировать ссылку» (SPEC §8 texts) and its QR code.
 */
import { fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import { makeCity, makeOrganizerEvent, makeTheme } from '@quiz/contract/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerEventScreen from '../../screens/OrganizerEventScreen';
import { captureBus } from '../../test/bus';

const host = { loadRemote: () => Promise.reject(new Error('unused')) };
const seen = captureBus();

beforeEach(() => session$.next({ token: 'f'.repeat(40), user: null }));
afterEach(() => {
  session$.next({ token: null, user: null });
  Reflect.deleteProperty(navigator, 'clipboard');
});

const GAME = makeOrganizerEvent();

function openGame() {
  const net = fakeNetwork();
  net.on('organizerThemes', { status: 200, data: [makeTheme()] });
  // the form's venue list is not under test here
  net.on('organizerPlaces', { status: 200, data: [] });
  net.on('organizerEvents', { status: 200, data: { cities: [makeCity()], upcoming: [], past: [] } });
  net.on('organizerEvent', { status: 200, data: GAME });
  net.on('organizerEventHistory', { status: 200, data: [] });
  render(
    <OrganizerEventScreen
      route="organizerEvent"
      params={{ eventId: '50' }}
      query={{}}
      embedded={false}
      host={host}
    />,
  );
  return net;
}

const LIVE_URL = `${window.location.origin}/game_result/50`;
const toasts = () => seen.flatMap((e) => (e.type === 'toast.show' ? [e.message] : []));

describe('the game’s console screen', () => {
  it('links to every screen of the game night', async () => {
    openGame();
    const nav = await screen.findByRole('navigation', { name: 'Игра' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Кто придёт', '/organizer/event/50/teams'],
      ['Рассадка', '/sitting/50'],
      ['Баллы игры', '/organizer/event/50/scores'],
      ['Экран в зале', '/game_result/50/screen'],
      ['Фотоотчёт', '/organizer/event/50/photos'],
      ['Отзывы игроков', '/event/50/reviews'],
      ['Страница игры', '/event/50'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Экран в зале' })).toHaveAttribute('target', '_blank');
  });

  it('shares the live results: the link, its QR code, and copying it', async () => {
    openGame();
    const share = await screen.findByRole('region', { name: 'Результаты в прямом эфире' });
    expect(within(share).getByRole('link', { name: LIVE_URL })).toHaveAttribute('href', LIVE_URL);
    const qr = await within(share).findByRole('img', { name: 'QR-код ссылки на результаты' });
    expect(qr.tagName.toLowerCase()).toBe('svg');

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(share).getByRole('button', { name: 'Скопировать ссылку' }));
    expect(writeText).toHaveBeenCalledWith(LIVE_URL);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await userEvent.click(within(share).getByRole('button', { name: 'Скопировать ссылку' }));
    expect(toasts()).toEqual(['Ссылка скопирована в буфер.', 'упс...']);
  });
});
