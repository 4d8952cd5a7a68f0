/**
 * /event/{id}/photoReport and /promo_game rendered by the server and taken over by the browser: the
 * screens, from the query cache the route loader filled on the server (which the page carries), hydrate
 * with no mismatch and no second request.
 */
import { fakeNetwork } from '@quiz/api/testing';
import type { Album } from '@quiz/contract';
import { makeCity } from '@quiz/contract/fixtures';
import type { RemoteAppProps } from '@quiz/federation';
import { asPhone, cleanUpHydrations, sleep } from '@quiz/federation/testing';
import { screen } from '@testing-library/react';
import { loaders } from '../loaders';
import { byLoader, serverThenHydrateCached } from '../test/cache';
import { logOut, makeEvent, makeTrialPackage } from '../test/fixtures';
import PhotoReportScreen from './PhotoReportScreen';
import PromoGameScreen from './PromoGameScreen';

const city = makeCity({ id: 1 });

function props(route: RemoteAppProps['route'], over: Partial<RemoteAppProps> = {}): RemoteAppProps {
  return { route, params: {}, query: {}, embedded: false, host: { loadRemote: jest.fn() }, ...over };
}

afterEach(() => {
  cleanUpHydrations();
});

describe('photo report and promo game: server render, then hydration', () => {
  beforeEach(() => logOut());

  it('the photo report, on a phone', async () => {
    const net = fakeNetwork();
    const album: Album = {
      id: 11,
      title: 'Фотоотчёт: Гарри Поттер',
      event: 5,
      cover_photo: { file_url: '/p/cover.jpg' },
      photos: [1, 2].map((id) => ({
        id,
        file_url: `/p/${id}.jpg`,
        thumbnail_url: `/p/${id}-t.jpg`,
        width: 1600,
        height: 1200,
      })),
    };
    net.on('allowAnyEvent', { status: 200, data: makeEvent({ id: 5, album: 11 }) });
    net.on('eventAlbum', { status: 200, data: album });
    const params = { eventId: '5' };
    const hydrated = await serverThenHydrateCached(
      <PhotoReportScreen {...props('photoReport', { params })} />,
      {
        city,
        fill: byLoader(loaders.photoReport, { params, city }),
        browser: () => {
          asPhone();
        },
      },
    );
    // the server's loader asked for the event and its album
    expect(net.requests).toHaveLength(2);
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Фото 2 из 2: открыть' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К странице игры' })).toHaveAttribute('href', '/event/5');
    await sleep(20);
    expect(net.requests).toHaveLength(2);
  });

  it('the promo game: its first question, with no request for the game', async () => {
    const net = fakeNetwork();
    net.on('*', { status: 200, data: { html: '<p>Кадр</p>' } });
    net.on('promoGame', { status: 200, data: { ...makeTrialPackage(2), title: 'Пробная игра про кино' } });
    const hydrated = await serverThenHydrateCached(<PromoGameScreen />, {
      city,
      fill: byLoader(loaders.promoGame, { city }),
    });
    // the server's loader asked for the game
    expect(net.calls('promoGame')).toHaveLength(1);
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    expect(screen.getByTestId('trial-counter')).toHaveTextContent('Вопрос 1 из 2 · вопрос');
    await sleep(20);
    expect(net.calls('promoGame')).toHaveLength(1);
  });
});
