import type { RemoteAppProps } from '@quiz/federation';
import { HomeView } from '../features/home/HomeView';

/** Route `home` (SPEC §2 Home). */
export default function HomeScreen({ query }: RemoteAppProps) {
  return <HomeView query={query} />;
}
