import { routeId, TEAM_TEXTS } from '@quiz/domain';
import type { WidgetBaseProps } from '@quiz/federation';
import { Skeleton } from '@quiz/ui';
import { useEventTeamPage } from '../features/event-team/api/event-team';
import { EventTeamPanelView } from '../features/event-team/EventTeamPanelView';

/** Widget `mf_teams/EventTeamPanel` with `{ eventId, teamId }`: the team's lineups on one game. */
export function EventTeamPanel({
  eventId,
  teamId,
}: WidgetBaseProps & { eventId?: unknown; teamId?: unknown }) {
  const id = routeId(eventId);
  const team = routeId(teamId);
  const state = useEventTeamPage(id, team);
  if (state.data) return <EventTeamPanelView data={state.data} />;
  if (state.error) return <p role="alert">{TEAM_TEXTS.noRegistration}</p>;
  return <Skeleton height={160} />;
}
