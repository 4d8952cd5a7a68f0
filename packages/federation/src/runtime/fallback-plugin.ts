/**
 * Automatic fallback to the last good version (in the spirit of module-federation/core's router-demo
 * `runtime-plugin/error-handling`): when loading `mf_x/Thing` fails for good (the manifest or the entry
 * failed after RetryPlugin's retry, or the exposed module would not load), and the registry lists a
 * `previous` version of `mf_x`, the remote is registered again with that version's manifest and the
 * module is loaded from it. The page says nothing when that works; when the previous version fails too,
 * the current one is registered back (so «Повторить» tries it first again) and the original error
 * reaches the <RemoteParcel> boundary. Each switch is recorded in `window.__quiz.fallbacks`.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordFallback } from '../debug';
import { registryStore } from '../registry';

/** What the plugin needs of the federation instance (the hook's `origin`). */
export interface FallbackOrigin {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

interface ErrorArgs {
  id: string;
  lifecycle: string;
  origin: unknown;
  remote?: { name?: string } | undefined;
}

/** Remotes being switched right now (a failure inside the fallback load must not fall back again). */
const switching = new Set<string>();

export function remoteOf(args: ErrorArgs): string {
  return args.remote?.name ?? args.id.split('/')[0] ?? args.id;
}

/** The hook itself, exported for unit tests. Returns the module of the previous version, or undefined. */
export async function loadPreviousVersion(args: ErrorArgs): Promise<unknown> {
  if (args.lifecycle !== 'onLoad') return undefined;
  const name = remoteOf(args);
  const remote = registryStore().remotes[name];
  const previous = remote?.previous;
  if (!remote || !previous || previous.entry === remote.entry || switching.has(name)) return undefined;
  const origin = args.origin as FallbackOrigin;
  switching.add(name);
  try {
    origin.registerRemotes([{ name, entry: previous.entry }], { force: true });
    const loaded = await origin.loadRemote<unknown>(args.id);
    if (loaded === null || loaded === undefined) throw new Error(`${args.id}: previous version is empty`);
    recordFallback({ remote: name, from: remote.entry, to: previous.entry });
    console.warn(`[federation] ${name}: loaded the previous version ${previous.version ?? previous.entry}`);
    return loaded;
  } catch {
    origin.registerRemotes([{ name, entry: remote.entry }], { force: true });
    return undefined;
  } finally {
    switching.delete(name);
  }
}

export default function quizFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'quiz-fallback-to-previous',
    errorLoadRemote: (args) =>
      loadPreviousVersion(args as unknown as ErrorArgs) as ReturnType<
        NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>
      >,
  };
}
