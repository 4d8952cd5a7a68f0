import { useCity } from '@quiz/bus/react';
import type { LandingFeedResponse } from '@quiz/contract';
import { initialRouteData, type RemoteAppProps } from '@quiz/federation';
import { HomeView } from '../features/home/HomeView';

/** Route `home` (SPEC §2 Home). */
export default function HomeScreen(props: RemoteAppProps) {
  const city = useCity();
  return (
    <HomeView
      query={props.query}
      initialFeed={initialRouteData<LandingFeedResponse>(props, city?.id ?? null)}
    />
  );
}
