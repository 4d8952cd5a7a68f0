/**
 * The shell's host API: `loadRemote` bound to the shell's own federation instance, available once
 * /remotes.json has been read and registered. A failed registry read is retried on the next load
 * (so «Повторить» also recovers from a registry outage).
 */
import type { HostApi } from '@quiz/federation';
import { bootstrapRegistry, createHostApi } from '@quiz/federation/host';

let registry: Promise<unknown> | null = null;

export function ensureRegistry(): Promise<unknown> {
  if (!registry) {
    registry = bootstrapRegistry('/remotes.json').catch((error: unknown) => {
      registry = null;
      throw error;
    });
  }
  return registry;
}

const base = createHostApi();

/**
 * Loads in flight, by module id: the opened page's remote is started before its slot renders
 * (router/early-remote.ts), and the slot's own load joins that one instead of racing it. Two loads of a
 * failing version at once would each run the fallback to the previous version and undo each other's
 * registration. A settled load is forgotten, so «Повторить» loads again.
 */
const inFlight = new Map<string, Promise<unknown>>();

export const host: HostApi = {
  loadRemote: (id: string) => {
    const running = inFlight.get(id);
    if (running) return running;
    const load = ensureRegistry()
      .then(() => base.loadRemote(id))
      .finally(() => inFlight.delete(id));
    inFlight.set(id, load);
    return load;
  },
};
