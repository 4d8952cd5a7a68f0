import type { RemoteAppProps } from '@quiz/federation';
import { PreorderView } from '../features/preorder/PreorderView';

/** Route `Preorder` (/event/{eventId}/team/{teamId}/preorder, query t). */
export default function PreorderScreen({ params, query }: RemoteAppProps) {
  return (
    <PreorderView
      key={`${params.eventId}:${params.teamId}`}
      eventId={Number(params.eventId)}
      teamId={Number(params.teamId)}
      {...(query.t ? { linkToken: query.t } : {})}
    />
  );
}
