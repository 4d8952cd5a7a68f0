import type { RemoteAppProps } from '@quiz/federation';
import { GamesView } from '../features/games/GamesView';

/** Route `Games` (/games?type=). */
export default function GamesScreen({ query }: RemoteAppProps) {
  return <GamesView query={query} />;
}
