import createCache from '@emotion/cache';
import { createQueryClient } from '@quiz/api/query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteTree } from './define-remote';
import type { RemoteAppProps } from './remote-contract';
import { retryableLazy } from './retryable-lazy';
import { RouteSwitch, type ScreenMap } from './route-switch';

const cache = createCache({ key: 'rv' });

/** A screen import that fails `failures` times (as a chunk does during a network blip), then loads. */
function flakyImport(failures: number) {
  let calls = 0;
  const load = async () => {
    calls += 1;
    if (calls <= failures) throw new Error(`Loading chunk route-themeVote failed (attempt ${calls})`);
    return { default: () => <h1>Голосование за темы</h1> };
  };
  return { load, calls: () => calls };
}

function screensWith(themeVote: ReturnType<typeof flakyImport>['load']): ScreenMap<'mf_reviews'> {
  return {
    reviews: retryableLazy(async () => ({ default: () => <h1>Отзывы</h1> })),
    themeVote: retryableLazy(themeVote),
  };
}

type ScreensProps = { screens: ScreenMap<'mf_reviews'>; app: RemoteAppProps };
function Screens({ screens, app }: ScreensProps) {
  return <RouteSwitch screens={screens} props={app} />;
}

/** The remote's whole tree (its own «Повторить» boundary included) on `route`. */
function remoteWith(screens: ScreenMap<'mf_reviews'>, route: 'reviews' | 'themeVote') {
  const app: RemoteAppProps = {
    route,
    params: {},
    query: {},
    embedded: false,
    host: { loadRemote: async () => ({}) },
  };
  return remoteTree(
    Screens,
    { screens, app },
    { cache, queryClient: createQueryClient(), snapshots: null, label: 'mf_reviews' },
  );
}

describe('retryableLazy', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('a chunk that fails once is fetched again after 300 ms: the screen shows, no fallback', async () => {
    const themeVote = flakyImport(1);
    render(remoteWith(screensWith(themeVote.load), 'themeVote'));

    expect(await screen.findByRole('heading', { name: 'Голосование за темы' })).toBeInTheDocument();
    expect(screen.queryByText('Не удалось загрузить раздел')).not.toBeInTheDocument();
    expect(themeVote.calls()).toBe(2);
  });

  it('a screen whose chunk failed twice shows «Повторить», which brings it back', async () => {
    const themeVote = flakyImport(2);
    render(remoteWith(screensWith(themeVote.load), 'themeVote'));

    expect(await screen.findByText('Не удалось загрузить раздел')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('heading', { name: 'Голосование за темы' })).toBeInTheDocument();
    expect(screen.queryByText('Не удалось загрузить раздел')).not.toBeInTheDocument();
    expect(themeVote.calls()).toBe(3);
  });

  it('shows a failure and imports again only when asked', async () => {
    const themeVote = flakyImport(4);
    render(remoteWith(screensWith(themeVote.load), 'themeVote'));

    expect(await screen.findByText('Не удалось загрузить раздел')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(themeVote.calls()).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(themeVote.calls()).toBe(4));
    expect(await screen.findByText('Не удалось загрузить раздел')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('heading', { name: 'Голосование за темы' })).toBeInTheDocument();
    expect(themeVote.calls()).toBe(5);
  });

  it('a loaded screen is not imported again', async () => {
    const themeVote = flakyImport(0);
    const screens = screensWith(themeVote.load);
    const view = render(remoteWith(screens, 'themeVote'));
    await screen.findByRole('heading', { name: 'Голосование за темы' });
    view.rerender(remoteWith(screens, 'reviews'));
    await screen.findByRole('heading', { name: 'Отзывы' });
    view.rerender(remoteWith(screens, 'themeVote'));

    expect(await screen.findByRole('heading', { name: 'Голосование за темы' })).toBeInTheDocument();
    expect(themeVote.calls()).toBe(1);
  });
});
