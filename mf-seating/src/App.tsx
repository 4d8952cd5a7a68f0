import { type RemoteAppProps, RouteSwitch, type ScreenMap } from '@quiz/federation';
import { lazy } from 'react';

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_seating'> = {
  gameResults: lazy(() => import(/* webpackChunkName: "route-gameResults" */ './screens/GameResultsScreen')),
  gameResult: lazy(() => import(/* webpackChunkName: "route-gameResult" */ './screens/GameResultScreen')),
  rating: lazy(() => import(/* webpackChunkName: "route-rating" */ './screens/RatingScreen')),
  sitting: lazy(() => import(/* webpackChunkName: "route-sitting" */ './screens/SittingScreen')),
  gameResultScreen: lazy(
    () => import(/* webpackChunkName: "route-gameResultScreen" */ './screens/GameResultBigScreen'),
  ),
  organizerEventScores: lazy(
    () => import(/* webpackChunkName: "route-organizerEventScores" */ './screens/OrganizerScoresScreen'),
  ),
};

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
