/**
 * The remotes manifest (`packages/routes/remotes.json`): the one list of remotes with their Module
 * Federation name, folder, dev server port, emotion cache key and widgets (exposed name → the overlay
 * dialog's Russian title). Read by the route catalogue's tests, the webpack config factory, the root
 * scripts, the e2e fixtures, the bus's `WidgetId` and the shell's overlay host. A new remote is one row
 * here (plus its routes in catalogue.ts).
 */
import manifest from '../remotes.json';
import type { RemoteName } from './catalogue';

export interface RemoteManifestEntry {
  readonly name: RemoteName;
  /** the app folder at the repository root, e.g. `mf-seating` */
  readonly folder: string;
  readonly devPort: number;
  readonly cacheKey: string;
  /** exposed widget name → title of the overlay dialog that shows it */
  readonly widgets: Readonly<Record<string, string>>;
}

/** The manifest's rows (names are checked against the catalogue's owners in remotes.test.ts). */
export const REMOTE_MANIFEST: readonly RemoteManifestEntry[] = manifest.remotes.map((r) => ({
  name: r.name as RemoteName,
  folder: r.folder,
  devPort: r.devPort,
  cacheKey: r.cacheKey,
  widgets: Object.fromEntries(
    Object.entries(r.widgets).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ),
}));

export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_MANIFEST.map((r) => r.name);

/** A widget parcel id: `<remote>/<exposed name>`, e.g. 'mf_seating/ResultsTable'. */
export type WidgetId = `${RemoteName}/${string}`;

/** Every widget of the manifest as `mf_x/Name`. */
export const WIDGET_IDS: readonly WidgetId[] = REMOTE_MANIFEST.flatMap((r) =>
  Object.keys(r.widgets).map((w) => `${r.name}/${w}` as WidgetId),
);

/** The overlay dialog title of a widget, or null for an unknown id. */
export function widgetTitle(id: string): string | null {
  const [remote, widget] = id.split('/');
  const entry = REMOTE_MANIFEST.find((r) => r.name === remote);
  return (widget && entry?.widgets[widget]) || null;
}
