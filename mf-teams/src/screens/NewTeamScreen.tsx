import type { RemoteAppProps } from '@quiz/federation';
import { NewTeamView } from '../features/team/NewTeamView';

/** Route screen of mf-teams: a thin entry over features/team/NewTeamView. */
export default function NewTeamScreen(_props: RemoteAppProps) {
  return <NewTeamView />;
}
