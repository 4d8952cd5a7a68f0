import { type RemoteAppProps, RouteSwitch, type ScreenMap } from '@quiz/federation';
import { lazy } from 'react';

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_teams'> = {
  cabinet: lazy(() => import('./screens/CabinetScreen')),
  regTeamOnEvent: lazy(() => import('./screens/RegTeamOnEventScreen')),
  regOnTeam: lazy(() => import('./screens/RegOnTeamScreen')),
  newTeam: lazy(() => import('./screens/NewTeamScreen')),
  myTeams: lazy(() => import('./screens/MyTeamsScreen')),
  teamCabinet: lazy(() => import('./screens/TeamCabinetScreen')),
  organizerEventTeams: lazy(() => import('./screens/OrganizerTeamsScreen')),
};

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
