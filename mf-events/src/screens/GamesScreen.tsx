import type { RemoteAppProps } from '@quiz/federation';
import { GamesView } from '../features/games/GamesView';

/** Route `games` (/games?type=); a list tab's games are in the cache when the route loader ran. */
export default function GamesScreen(props: RemoteAppProps) {
  return <GamesView query={props.query} />;
}
