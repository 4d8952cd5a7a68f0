import { useCity } from '@quiz/bus/react';
import { initialRouteData, type RemoteAppProps } from '@quiz/federation';
import { GamesView } from '../features/games/GamesView';
import type { GamesListData } from '../features/games/gamesData';

/** Route `games` (/games?type=); a list tab starts from the route loader's answer when there is one. */
export default function GamesScreen(props: RemoteAppProps) {
  const city = useCity();
  // the loader answers null for the visitor's own tabs (nothing to start from)
  const initial = initialRouteData<GamesListData | null>(props, city?.id ?? null) ?? undefined;
  return <GamesView query={props.query} initial={initial} />;
}
