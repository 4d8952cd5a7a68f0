import { useCity } from '@quiz/bus/react';
import { initialRouteData, type RemoteAppProps } from '@quiz/federation';
import { HomeView } from '../features/home/HomeView';
import type { HomeData } from '../features/home/useLandingFeed';

/** Route `home` (SPEC §2 Home). */
export default function HomeScreen(props: RemoteAppProps) {
  const city = useCity();
  const data = initialRouteData<HomeData>(props, city?.id ?? null);
  return <HomeView query={props.query} initialFeed={data?.feed} renderedAt={data?.at} />;
}
