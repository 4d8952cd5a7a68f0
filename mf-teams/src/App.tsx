import { type RemoteAppProps, RouteSwitch, retryableLazy, type ScreenMap } from '@quiz/federation';

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_teams'> = {
  cabinet: retryableLazy(() => import('./screens/CabinetScreen')),
  regTeamOnEvent: retryableLazy(() => import('./screens/RegTeamOnEventScreen')),
  regOnTeam: retryableLazy(() => import('./screens/RegOnTeamScreen')),
  newTeam: retryableLazy(() => import('./screens/NewTeamScreen')),
  myTeams: retryableLazy(() => import('./screens/MyTeamsScreen')),
  teamCabinet: retryableLazy(() => import('./screens/TeamCabinetScreen')),
  organizerEventTeams: retryableLazy(() => import('./screens/OrganizerTeamsScreen')),
};

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
