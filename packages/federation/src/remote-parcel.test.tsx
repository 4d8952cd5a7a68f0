import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
