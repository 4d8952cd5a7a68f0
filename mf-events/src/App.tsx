import { type RemoteAppProps, RouteSwitch, type ScreenMap } from '@quiz/federation';
import { lazy } from 'react';

const OrganizerEvent = lazy(() => import('./screens/OrganizerEventScreen'));

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_events'> = {
  home: lazy(() => import('./screens/HomeScreen')),
  childRegistration: lazy(() => import('./screens/ChildRegistrationScreen')),
  eventPage: lazy(() => import('./screens/EventPageScreen')),
  eventRegistration: lazy(() => import('./screens/EventRegistrationScreen')),
  photoReport: lazy(() => import('./screens/PhotoReportScreen')),
  games: lazy(() => import('./screens/GamesScreen')),
  promoGame: lazy(() => import('./screens/PromoGameScreen')),
  // the organizer console: chunks of their own, never fetched by a player's route
  organizer: lazy(() => import('./screens/OrganizerScreen')),
  organizerNewEvent: OrganizerEvent,
  organizerEvent: OrganizerEvent,
  organizerEventPhotos: lazy(() => import('./screens/OrganizerPhotosScreen')),
};

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
