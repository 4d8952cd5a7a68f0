import type { Parcel } from 'single-spa';

type MountLike = (config: never, props: never) => unknown;

/**
 * A parent parcel's unmount starts with its child parcels, while the parent's React tree is still
 * alive. A child <Parcel> that the parent re-renders in that moment (the page reacting to the very
 * navigation that removes it, or props that changed while the child was still loading) asks
 * single-spa to update a parcel that is unmounting or unmounted, which single-spa refuses with an
 * uncaught error ("Cannot update parcel … because it is not mounted"). Such an update is dropped:
 * the parcel's screen is going away. A failure of a mounted parcel's own update still reaches the
 * caller.
 */
export function dropUpdatesOfUnmountedParcels<M extends MountLike>(mountParcel: M): M {
  return ((config: unknown, props: unknown) => {
    const parcel = (mountParcel as unknown as (c: unknown, p: unknown) => Parcel)(config, props);
    // single-spa sets `update` once the config has loaded, before the mount; <Parcel> updates after it
    parcel.mountPromise.then(
      () => {
        const update = parcel.update;
        if (update) {
          parcel.update = (next) =>
            update(next).catch((error: unknown) => {
              if (/UNMOUNTING|NOT_MOUNTED/.test(parcel.getStatus())) return null;
              throw error;
            });
        }
      },
      () => null,
    );
    return parcel;
  }) as unknown as M;
}
