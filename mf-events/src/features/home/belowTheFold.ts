/**
 * The style of a part of the home page below its first screen: the browser lays it out and paints it
 * only when it comes near the screen (`content-visibility: auto`), so its first layout of the server's
 * page is the first screen's (the hero and «Что у нас есть»), not the whole page's. Until then the part
 * takes the height given here, on a phone and wider (`contain-intrinsic-size`; once shown, its last
 * real height: `auto`). Its text stays in the page for search and screen readers.
 */
import { mq } from '@quiz/ui';

export function belowTheFold(height: { wide: number; phone: number }) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${height.wide}px`,
    [mq.mobile]: { containIntrinsicSize: `auto ${height.phone}px` },
  } as const;
}
