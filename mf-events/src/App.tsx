import { type RemoteAppProps, RouteSwitch, retryableLazy, type ScreenMap } from '@quiz/federation';

// one screen for two routes: its chunk is named after the route of an existing game
const OrganizerEvent = retryableLazy(
  () => import(/* webpackChunkName: "route-organizerEvent" */ './screens/OrganizerEventScreen'),
);

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_events'> = {
  home: retryableLazy(() => import(/* webpackChunkName: "route-home" */ './screens/HomeScreen')),
  childRegistration: retryableLazy(
    () => import(/* webpackChunkName: "route-childRegistration" */ './screens/ChildRegistrationScreen'),
  ),
  eventPage: retryableLazy(
    () => import(/* webpackChunkName: "route-eventPage" */ './screens/EventPageScreen'),
  ),
  eventRegistration: retryableLazy(
    () => import(/* webpackChunkName: "route-eventRegistration" */ './screens/EventRegistrationScreen'),
  ),
  photoReport: retryableLazy(
    () => import(/* webpackChunkName: "route-photoReport" */ './screens/PhotoReportScreen'),
  ),
  games: retryableLazy(() => import(/* webpackChunkName: "route-games" */ './screens/GamesScreen')),
  promoGame: retryableLazy(
    () => import(/* webpackChunkName: "route-promoGame" */ './screens/PromoGameScreen'),
  ),
  // the organizer console: chunks of their own, never fetched by a player's route
  organizer: retryableLazy(
    () => import(/* webpackChunkName: "route-organizer" */ './screens/OrganizerScreen'),
  ),
  organizerNewEvent: OrganizerEvent,
  organizerEvent: OrganizerEvent,
  organizerEventPhotos: retryableLazy(
    () => import(/* webpackChunkName: "route-organizerEventPhotos" */ './screens/OrganizerPhotosScreen'),
  ),
};

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
