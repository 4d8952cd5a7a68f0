import type { RemoteAppProps } from '@quiz/federation';
import { HomeView } from '../features/home/HomeView';

/** Route `home` (SPEC §2 Home); its feed is in the cache when the route loader ran. */
export default function HomeScreen(props: RemoteAppProps) {
  return <HomeView query={props.query} />;
}
