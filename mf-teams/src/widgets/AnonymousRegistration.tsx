import { callApi } from '@quiz/api';
import { routeId, TEAM_TEXTS } from '@quiz/domain';
import type { WidgetBaseProps } from '@quiz/federation';
import { Skeleton, useAsync } from '@quiz/ui';
import { AnonymousRegistrationForm } from '../features/registration/AnonymousRegistrationForm';

/** Widget `mf_teams/AnonymousRegistration` with `{ eventId }`: the event page's registration form for a logged-out visitor. */
export function AnonymousRegistration({ eventId }: WidgetBaseProps & { eventId?: unknown }) {
  const id = routeId(eventId);
  const state = useAsync((signal) => callApi('allowAnyEvent', { params: { id } }, { signal }), [id]);
  if (state.data) return <AnonymousRegistrationForm event={state.data} />;
  if (state.error) return <p role="alert">{TEAM_TEXTS.somethingWrong}</p>;
  return <Skeleton height={200} />;
}
