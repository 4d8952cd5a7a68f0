import { type RemoteAppProps, RouteSwitch, retryableLazy, type ScreenMap } from '@quiz/federation';

const OrganizerEvent = retryableLazy(() => import('./screens/OrganizerEventScreen'));

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_events'> = {
  home: retryableLazy(() => import('./screens/HomeScreen')),
  childRegistration: retryableLazy(() => import('./screens/ChildRegistrationScreen')),
  eventPage: retryableLazy(() => import('./screens/EventPageScreen')),
  eventRegistration: retryableLazy(() => import('./screens/EventRegistrationScreen')),
  photoReport: retryableLazy(() => import('./screens/PhotoReportScreen')),
  games: retryableLazy(() => import('./screens/GamesScreen')),
  promoGame: retryableLazy(() => import('./screens/PromoGameScreen')),
  // the organizer console: chunks of their own, never fetched by a player's route
  organizer: retryableLazy(() => import('./screens/OrganizerScreen')),
  organizerNewEvent: OrganizerEvent,
  organizerEvent: OrganizerEvent,
  organizerEventPhotos: retryableLazy(() => import('./screens/OrganizerPhotosScreen')),
};

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
