export * from './catalogue';
export { earlyRemote } from './early';
export type { Query, RouteMatch } from './match';
export { href, match, renderedPageUrl, routeByName } from './match';
export {
  REMOTE_MANIFEST,
  REMOTE_NAMES,
  type RemoteManifestEntry,
  WIDGET_IDS,
  type WidgetId,
  widgetTitle,
} from './remotes';
