/**
 * Host-only helpers (imported by the shell and the venue embed loader, never by a remote):
 * the loader bound to this build's federation instance, and the registry bootstrap.
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import {
  applyRegistry,
  loadRemoteRegistry,
  type RemoteRegistry,
  registryStore,
  takePageRegistry,
} from './registry';
import type { HostApi } from './remote-contract';

type Instance = NonNullable<ReturnType<typeof getInstance>>;

function instance(): Instance {
  const found = getInstance();
  if (!found) throw new Error('Module Federation runtime is not initialised in this build');
  return found;
}

/** The `host` prop every parcel gets: loadRemote bound to the shell's own instance and registry. */
export function createHostApi(): HostApi {
  return {
    loadRemote: (id: string) => {
      const invalid = registryStore().invalid[id.split('/')[0] ?? id];
      if (invalid) return Promise.reject(new Error(`remotes.json: ${invalid}`));
      return instance()
        .loadRemote<unknown>(id)
        .then((loaded) => {
          if (loaded === null || loaded === undefined) throw new Error(`Remote module ${id} is unavailable`);
          return loaded;
        });
    },
  };
}

export { loadRemoteRegistry, parseRegistry, type RegistryTarget, type RemoteRegistry } from './registry';

/**
 * Registers every remote on the shell's instance: from the registry the server wrote into the page
 * when there is one (no request), else from `url` (no cache).
 */
export function bootstrapRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  const inPage = takePageRegistry();
  return inPage !== undefined ? applyRegistry(inPage, url, instance()) : loadRemoteRegistry(url, instance());
}
