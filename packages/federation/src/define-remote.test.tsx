import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { getQuizDebug } from './debug';
import { defineRemote } from './define-remote';
import { useHost } from './host-context';

const effects = { mounted: 0, unmounted: 0 };

function Screen({ route }: { route: string }) {
  const host = useHost();
  useEffect(() => {
    effects.mounted += 1;
    return () => {
      effects.unmounted += 1;
    };
  }, []);
  return (
    <h1 className="screen">
      {route} {host ? 'с хостом' : 'без хоста'}
    </h1>
  );
}

// single-spa-react resolves mount/update from setTimeout after React commits; drive it like a browser.
const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  g.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  g.IS_REACT_ACT_ENVIRONMENT = true;
});

const fault = { on: false };
function Fragile() {
  if (fault.on) throw new Error('screen broke');
  return <h2>Экран вернулся</h2>;
}

function Styled() {
  return <p css={{ color: 'rgb(44, 45, 115)' }}>цвет</p>;
}

describe('defineRemote', () => {
  it('mounts, updates without remount, and unmounts; counts mounts and provides the host', async () => {
    const lifecycles = defineRemote(Screen, { cacheKey: 'dr', name: 'mf_test' });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const host = { loadRemote: jest.fn() };
    const before = getQuizDebug().mountCount.mf_test ?? 0;
    const props = { name: 'parcel-1', domElement, host, route: 'home' };

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(screen.getByRole('heading')).toHaveTextContent('home с хостом');
    expect(getQuizDebug().mountCount.mf_test).toBe(before + 1);

    await lifecycles.update({ ...props, route: 'games' });
    expect(screen.getByRole('heading')).toHaveTextContent('games с хостом');
    expect(effects).toEqual({ mounted: 1, unmounted: 0 });
    expect(getQuizDebug().mountCount.mf_test).toBe(before + 1);

    await lifecycles.unmount(props);
    await waitFor(() => expect(screen.queryByRole('heading')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(effects).toEqual({ mounted: 1, unmounted: 1 });
  });

  it("styles go under the remote's own emotion cache key", async () => {
    const lifecycles = defineRemote(Styled, { cacheKey: 'ev' });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'parcel-2', domElement, host: null };
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(screen.getByText('цвет').className).toMatch(/^ev-/);
    await lifecycles.unmount(props);
  });

  it('a render error shows «Не удалось загрузить раздел» and «Повторить» remounts the screen', async () => {
    fault.on = true;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const lifecycles = defineRemote(Fragile, { cacheKey: 'fr' });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'parcel-3', domElement, host: null };
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    await screen.findByText('Не удалось загрузить раздел');
    fault.on = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Экран вернулся' })).toBeInTheDocument();
    expect(screen.queryByText('Не удалось загрузить раздел')).not.toBeInTheDocument();
    await lifecycles.unmount(props);
    warn.mockRestore();
    error.mockRestore();
  });
});
