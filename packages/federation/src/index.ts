export { countMount, getQuizDebug, type QuizDebug } from './debug';
export { DEFERRED_PARCEL_INPUTS, DeferredParcel, type DeferredParcelProps } from './deferred-parcel';
export {
  type DefineRemoteOptions,
  defineRemote,
  type HydrateProps,
  type RemoteLifecycles,
  remoteTree,
} from './define-remote';
export {
  FALLBACK_TEXT,
  ParcelErrorBoundary,
  ParcelSkeleton,
  RETRY_TEXT,
  RemoteFallback,
} from './error-boundary';
export { HostContext, useHost } from './host-context';
export * from './remote-contract';
export { RemoteParcel, type RemoteParcelProps, toParcelConfig } from './remote-parcel';
export { retryableLazy } from './retryable-lazy';
export {
  definePrefetch,
  type LazyLoaders,
  type LoaderContext,
  prefetchRoute,
  type RemotePrefetch,
  type RouteLoader,
  type RouteLoaders,
} from './route-data';
export {
  RouteSwitch,
  type RouteSwitchProps,
  type RoutesOf,
  type ScreenMap,
} from './route-switch';
export { SsrRemoteParcel, type SsrRemoteParcelProps } from './ssr-remote-parcel';
