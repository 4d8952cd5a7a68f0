import { type RemoteAppProps, RouteSwitch, retryableLazy, type ScreenMap } from '@quiz/federation';

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_teams'> = {
  cabinet: retryableLazy(() => import(/* webpackChunkName: "route-cabinet" */ './screens/CabinetScreen')),
  regTeamOnEvent: retryableLazy(
    () => import(/* webpackChunkName: "route-regTeamOnEvent" */ './screens/RegTeamOnEventScreen'),
  ),
  regOnTeam: retryableLazy(
    () => import(/* webpackChunkName: "route-regOnTeam" */ './screens/RegOnTeamScreen'),
  ),
  newTeam: retryableLazy(() => import(/* webpackChunkName: "route-newTeam" */ './screens/NewTeamScreen')),
  myTeams: retryableLazy(() => import(/* webpackChunkName: "route-myTeams" */ './screens/MyTeamsScreen')),
  teamCabinet: retryableLazy(
    () => import(/* webpackChunkName: "route-teamCabinet" */ './screens/TeamCabinetScreen'),
  ),
  organizerEventTeams: retryableLazy(
    () => import(/* webpackChunkName: "route-organizerEventTeams" */ './screens/OrganizerTeamsScreen'),
  ),
};

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  return <RouteSwitch screens={screens} props={props} />;
}
