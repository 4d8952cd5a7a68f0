import { type RemoteAppProps, RouteSwitch, type ScreenMap } from '@quiz/federation';
import { lazy } from 'react';

const OrganizerEvent = lazy(() => import('./screens/OrganizerEventScreen'));

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_events'> = {
  home: lazy(() => import(/* webpackChunkName: "route-home" */ './screens/HomeScreen')),
  childRegistration: lazy(
    () => import(/* webpackChunkName: "route-childRegistration" */ './screens/ChildRegistrationScreen'),
  ),
  eventPage: lazy(() => import(/* webpackChunkName: "route-eventPage" */ './screens/EventPageScreen')),
  eventRegistration: lazy(
    () => import(/* webpackChunkName: "route-eventRegistration" */ './screens/EventRegistrationScreen'),
  ),
  photoReport: lazy(() => import(/* webpackChunkName: "route-photoReport" */ './screens/PhotoReportScreen')),
  games: lazy(() => import(/* webpackChunkName: "route-games" */ './screens/GamesScreen')),
  promoGame: lazy(() => import(/* webpackChunkName: "route-promoGame" */ './screens/PromoGameScreen')),
  // the organizer console: chunks of their own, never fetched by a player's route
  organizer: lazy(() => import(/* webpackChunkName: "route-organizer" */ './screens/OrganizerScreen')),
  organizerNewEvent: OrganizerEvent,
  organizerEvent: OrganizerEvent,
  organizerEventPhotos: lazy(
    () => import(/* webpackChunkName: "route-organizerEventPhotos" */ './screens/OrganizerPhotosScreen'),
  ),
};

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
