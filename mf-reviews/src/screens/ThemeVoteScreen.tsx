import { ThemeVote } from '../features/vote/ThemeVote';

/** Route `themeVote` (/theme_vote, login required): the theme vote. */
export default function ThemeVoteScreen() {
  return <ThemeVote />;
}
