import { createContext, useContext } from 'react';
import type { HostApi } from './remote-contract';

/**
 * The host API (loader bound to the host's federation instance) for everything rendered inside
 * a remote. defineRemote provides it from the parcel's `host` prop; the shell provides its own.
 */
export const HostContext = createContext<HostApi | null>(null);

export function useHost(): HostApi | null {
  return useContext(HostContext);
}

/** single-spa's `mountParcel` of the parcel we are rendered in (set by defineRemote); null at the root. */
export type MountParcelFn = (config: unknown, props: Record<string, unknown>) => unknown;
export const MountParcelContext = createContext<MountParcelFn | null>(null);
