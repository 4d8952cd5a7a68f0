import type { RemoteAppProps } from '@quiz/federation';
import { InviteView } from '../features/team/InviteView';

/** Route screen of mf-teams: a thin entry over features/team/InviteView. */
export default function RegOnTeamScreen({ params }: RemoteAppProps) {
  return <InviteView slug={params.slug ?? ''} />;
}
