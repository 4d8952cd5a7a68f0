import { type RemoteAppProps, RouteSwitch, retryableLazy, type ScreenMap } from '@quiz/federation';

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_preorder'> = {
  preorder: retryableLazy(() => import(/* webpackChunkName: "route-preorder" */ './screens/PreorderScreen')),
  cart: retryableLazy(() => import(/* webpackChunkName: "route-cart" */ './screens/CartScreen')),
  secretPreorder: retryableLazy(
    () => import(/* webpackChunkName: "route-secretPreorder" */ './screens/SecretPreorderScreen'),
  ),
};

/**
 * The remote's root: switches on the route the shell passes (a route change arrives as `update`). The
 * venue embed does not mount it: `embed.js` renders `embed/EmbedRoot` itself (README "Venue embed").
 */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
