import { type RemoteAppProps, RouteSwitch, type ScreenMap } from '@quiz/federation';
import { lazy } from 'react';

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_teams'> = {
  cabinet: lazy(() => import(/* webpackChunkName: "route-cabinet" */ './screens/CabinetScreen')),
  regTeamOnEvent: lazy(
    () => import(/* webpackChunkName: "route-regTeamOnEvent" */ './screens/RegTeamOnEventScreen'),
  ),
  regOnTeam: lazy(() => import(/* webpackChunkName: "route-regOnTeam" */ './screens/RegOnTeamScreen')),
  newTeam: lazy(() => import(/* webpackChunkName: "route-newTeam" */ './screens/NewTeamScreen')),
  myTeams: lazy(() => import(/* webpackChunkName: "route-myTeams" */ './screens/MyTeamsScreen')),
  teamCabinet: lazy(() => import(/* webpackChunkName: "route-teamCabinet" */ './screens/TeamCabinetScreen')),
  organizerEventTeams: lazy(
    () => import(/* webpackChunkName: "route-organizerEventTeams" */ './screens/OrganizerTeamsScreen'),
  ),
};

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
