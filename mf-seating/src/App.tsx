import { type RemoteAppProps, RouteSwitch, retryableLazy, type ScreenMap } from '@quiz/federation';

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_seating'> = {
  gameResults: retryableLazy(() => import('./screens/GameResultsScreen')),
  gameResult: retryableLazy(() => import('./screens/GameResultScreen')),
  rating: retryableLazy(() => import('./screens/RatingScreen')),
  sitting: retryableLazy(() => import('./screens/SittingScreen')),
  gameResultScreen: retryableLazy(() => import('./screens/GameResultBigScreen')),
  organizerEventScores: retryableLazy(() => import('./screens/OrganizerScoresScreen')),
};

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
