import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { dropUpdatesOfUnmountedParcels } from './parcel-updates';

const noop = () => Promise.resolve();

function parcelConfig(update: () => Promise<unknown>): ParcelConfig {
  return { bootstrap: noop, mount: noop, unmount: noop, update } as unknown as ParcelConfig;
}

describe('dropUpdatesOfUnmountedParcels', () => {
  it('updates a mounted parcel, and a failure of its own update still reaches the caller', async () => {
    const update = jest.fn<Promise<unknown>, []>().mockResolvedValueOnce(undefined);
    update.mockRejectedValueOnce(new Error('update broke'));
    const mountParcel = dropUpdatesOfUnmountedParcels(mountRootParcel);
    const parcel = mountParcel(parcelConfig(update), { domElement: document.createElement('div') });
    await parcel.mountPromise;

    await parcel.update?.({ step: 1 });
    expect(update).toHaveBeenCalledTimes(1);
    await expect(parcel.update?.({ step: 2 })).rejects.toThrow('update broke');
  });

  it('drops an update of a parcel that is being unmounted, or was', async () => {
    const update = jest.fn(noop);
    let finishUnmount: () => void = () => undefined;
    const slowUnmount = () =>
      new Promise<void>((resolve) => {
        finishUnmount = resolve;
      });
    const config = { ...parcelConfig(update), unmount: slowUnmount } as unknown as ParcelConfig;
    const mountParcel = dropUpdatesOfUnmountedParcels(mountRootParcel);
    const parcel = mountParcel(config, { domElement: document.createElement('div') });
    await parcel.mountPromise;

    const unmounted = parcel.unmount();
    while (parcel.getStatus() !== 'UNMOUNTING') await new Promise((resolve) => setTimeout(resolve, 1));
    await expect(parcel.update?.({ step: 1 })).resolves.toBeNull();
    finishUnmount();
    await unmounted;
    await expect(parcel.update?.({ step: 2 })).resolves.toBeNull();
    expect(update).not.toHaveBeenCalled();
  });
});
