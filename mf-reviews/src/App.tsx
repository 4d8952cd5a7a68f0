import { type RemoteAppProps, RouteSwitch, type ScreenMap } from '@quiz/federation';
import { lazy } from 'react';

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_reviews'> = {
  reviews: lazy(() => import('./screens/ReviewsScreen')),
  themeVote: lazy(() => import('./screens/ThemeVoteScreen')),
};

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
