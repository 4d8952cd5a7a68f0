import { routeId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { PreorderView } from '../features/preorder/PreorderView';

/** Route `preorder` (/event/{eventId}/team/{teamId}/preorder, query t). */
export default function PreorderScreen({ params, query }: RemoteAppProps) {
  return (
    <PreorderView
      key={`${params.eventId}:${params.teamId}`}
      eventId={routeId(params.eventId)}
      teamId={routeId(params.teamId)}
      {...(query.t ? { linkToken: query.t } : {})}
    />
  );
}
