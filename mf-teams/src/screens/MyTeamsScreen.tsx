import type { RemoteAppProps } from '@quiz/federation';
import { MyTeamsView } from '../features/team/MyTeamsView';

/** Route screen of mf-teams: a thin entry over features/team/MyTeamsView. */
export default function MyTeamsScreen(_props: RemoteAppProps) {
  return <MyTeamsView />;
}
