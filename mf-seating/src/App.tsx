import { type RemoteAppProps, RouteSwitch, retryableLazy, type ScreenMap } from '@quiz/federation';

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_seating'> = {
  gameResults: retryableLazy(
    () => import(/* webpackChunkName: "route-gameResults" */ './screens/GameResultsScreen'),
  ),
  gameResult: retryableLazy(
    () => import(/* webpackChunkName: "route-gameResult" */ './screens/GameResultScreen'),
  ),
  rating: retryableLazy(() => import(/* webpackChunkName: "route-rating" */ './screens/RatingScreen')),
  sitting: retryableLazy(() => import(/* webpackChunkName: "route-sitting" */ './screens/SittingScreen')),
  gameResultScreen: retryableLazy(
    () => import(/* webpackChunkName: "route-gameResultScreen" */ './screens/GameResultBigScreen'),
  ),
  organizerEventScores: retryableLazy(
    () => import(/* webpackChunkName: "route-organizerEventScores" */ './screens/OrganizerScoresScreen'),
  ),
};

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
