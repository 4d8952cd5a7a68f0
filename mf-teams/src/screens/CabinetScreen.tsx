import type { RemoteAppProps } from '@quiz/federation';
import { CabinetView } from '../features/cabinet/CabinetView';

/** Route screen of mf-teams: a thin entry over features/cabinet/CabinetView. */
export default function CabinetScreen(_props: RemoteAppProps) {
  return <CabinetView />;
}
