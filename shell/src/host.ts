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

export const host: HostApi = {
  loadRemote: (id: string) => ensureRegistry().then(() => base.loadRemote(id)),
};
