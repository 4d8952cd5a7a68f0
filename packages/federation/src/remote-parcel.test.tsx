import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { defineRemote } from './define-remote';
import { RemoteParcel } from './remote-parcel';

function Hello({ who }: { who?: string }) {
  return <p>Привет, {who}</p>;
}

// Parcels mount and unmount asynchronously (single-spa promises), as in a browser.
const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  g.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  g.IS_REACT_ACT_ENVIRONMENT = true;
});

/** A page whose widget's props follow a store outside React (as the session or the location do). */
const pageWidget = {
  who: 'Аня',
  listeners: new Set<() => void>(),
  load: Promise.resolve<unknown>(null),
  setWho(value: string) {
    pageWidget.who = value;
    for (const listener of pageWidget.listeners) listener();
  },
  subscribe(listener: () => void) {
    pageWidget.listeners.add(listener);
    return () => pageWidget.listeners.delete(listener);
  },
};
function PageWithWidget() {
  const who = useSyncExternalStore(pageWidget.subscribe, () => pageWidget.who);
  return <RemoteParcel id="mf_test/Child" loadRemote={() => pageWidget.load} props={{ who }} />;
}

describe('<RemoteParcel>', () => {
  it('shows the Russian fallback when the remote fails, and «Повторить» calls the loader again', async () => {
    const lifecycles = defineRemote(Hello, { cacheKey: 'tst', name: 'test/Hello' });
    const loader = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new Error('blocked'))
      .mockResolvedValue(lifecycles);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});

    render(<RemoteParcel id="mf_test/Hello" loadRemote={loader} props={{ who: 'мир' }} />);

    expect(await screen.findByText('Не удалось загрузить раздел')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('mf_test/Hello');

    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByText('Привет, мир')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Не удалось загрузить раздел')).not.toBeInTheDocument();
    warn.mockRestore();
    error.mockRestore();
  });

  it('lays the loading skeleton over the slot with skeletonOverlay (out of the flow), before it by default', async () => {
    const never = () => new Promise<unknown>(() => undefined);
    const { unmount } = render(<RemoteParcel id="mf_test/Slow" loadRemote={never} skeletonOverlay />);
    const overlay = screen.getByRole('status', { name: 'Загрузка' });
    expect(getComputedStyle(overlay).position).toBe('absolute');
    unmount();
    render(<RemoteParcel id="mf_test/Slow" loadRemote={never} />);
    expect(getComputedStyle(screen.getByRole('status', { name: 'Загрузка' })).position).not.toBe('absolute');
  });

  it('shows the fallback when the loaded module is not a parcel', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<RemoteParcel id="mf_test/Broken" loadRemote={() => Promise.resolve({ nothing: true })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить раздел');
    warn.mockRestore();
    error.mockRestore();
  });

  it('passes new props through update without remounting', async () => {
    const lifecycles = defineRemote(Hello, { cacheKey: 'tsu', name: 'test/Update' });
    const mount = jest.spyOn(lifecycles, 'mount');
    const loader = jest.fn(() => Promise.resolve(lifecycles));
    const { rerender } = render(
      <RemoteParcel id="mf_test/Hello" loadRemote={loader} props={{ who: 'Аня' }} />,
    );
    expect(await screen.findByText('Привет, Аня')).toBeInTheDocument();
    rerender(<RemoteParcel id="mf_test/Hello" loadRemote={loader} props={{ who: 'Борис' }} />);
    await waitFor(() => expect(screen.getByText('Привет, Борис')).toBeInTheDocument());
    expect(mount).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('another id on the same element mounts that widget instead (a choice that changed after hydration)', async () => {
    const hello = defineRemote(Hello, { cacheKey: 'tsa', name: 'test/A' });
    const bye = defineRemote(({ who }: { who?: string }) => <p>Пока, {who}</p>, {
      cacheKey: 'tsb',
      name: 'test/B',
    });
    const loader = jest.fn((id: string) => Promise.resolve(id === 'mf_test/Bye' ? bye : hello));
    const { rerender } = render(
      <RemoteParcel id="mf_test/Hello" loadRemote={loader} props={{ who: 'Аня' }} />,
    );
    expect(await screen.findByText('Привет, Аня')).toBeInTheDocument();
    rerender(<RemoteParcel id="mf_test/Bye" loadRemote={loader} props={{ who: 'Аня' }} />);
    expect(await screen.findByText('Пока, Аня')).toBeInTheDocument();
    expect(screen.queryByText('Привет, Аня')).not.toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('mf_test/Bye');
  });

  it('a child parcel re-rendered while its parent unmounts it: the update is dropped, nothing is thrown', async () => {
    // the event page (parent) holds a widget (child) that is still loading when the visitor leaves:
    // the page re-renders the widget with new props, then single-spa unmounts the widget first
    let releaseChild: (loaded: unknown) => void = () => undefined;
    pageWidget.load = new Promise<unknown>((resolve) => {
      releaseChild = resolve;
    });
    const child = defineRemote(Hello, { cacheKey: 'tsc', name: 'test/Child' });
    const page = defineRemote(PageWithWidget, { cacheKey: 'tsp', name: 'test/Page' });
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);

    const parcel = mountRootParcel(page as unknown as ParcelConfig, { domElement });
    await parcel.mountPromise;
    expect(await screen.findByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
    pageWidget.setWho('Борис');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const unmounted = parcel.unmount();
    releaseChild(child);
    await unmounted;
    await new Promise((resolve) => setTimeout(resolve, 50));

    process.off('unhandledRejection', onRejection);
    expect(rejections).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(parcel.getStatus()).toBe('NOT_MOUNTED');
    expect(domElement).toBeEmptyDOMElement();
    error.mockRestore();
  });
});
