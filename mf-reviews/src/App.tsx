import { type RemoteAppProps, RouteSwitch, retryableLazy, type ScreenMap } from '@quiz/federation';

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_reviews'> = {
  reviews: retryableLazy(() => import(/* webpackChunkName: "route-reviews" */ './screens/ReviewsScreen')),
  themeVote: retryableLazy(
    () => import(/* webpackChunkName: "route-themeVote" */ './screens/ThemeVoteScreen'),
  ),
};

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
