import type { RemoteAppProps } from '@quiz/federation';
import { TeamCabinetView } from '../features/team/TeamCabinetView';

/** Route screen of mf-teams: a thin entry over features/team/TeamCabinetView. */
export default function TeamCabinetScreen({ params }: RemoteAppProps) {
  return <TeamCabinetView slug={params.slug ?? ''} />;
}
