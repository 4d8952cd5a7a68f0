import { type RemoteAppProps, RouteSwitch, type ScreenMap } from '@quiz/federation';
import { lazy } from 'react';

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_seating'> = {
  gameResults: lazy(() => import('./screens/GameResultsScreen')),
  gameResult: lazy(() => import('./screens/GameResultScreen')),
  rating: lazy(() => import('./screens/RatingScreen')),
  sitting: lazy(() => import('./screens/SittingScreen')),
  gameResultScreen: lazy(() => import('./screens/GameResultBigScreen')),
  organizerEventScores: lazy(() => import('./screens/OrganizerScoresScreen')),
};

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
