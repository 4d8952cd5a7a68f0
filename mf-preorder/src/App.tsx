import { type RemoteAppProps, RouteSwitch, type ScreenMap } from '@quiz/federation';
import { lazy } from 'react';

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_preorder'> = {
  preorder: lazy(() => import('./screens/PreorderScreen')),
  cart: lazy(() => import('./screens/CartScreen')),
  secretPreorder: lazy(() => import('./screens/SecretPreorderScreen')),
};

/**
 * The remote's root: switches on the route the shell passes (a route change arrives as `update`). The
 * venue embed does not mount it: `embed.js` renders `embed/EmbedRoot` itself (README "Venue embed").
 */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
