/**
 * «Результаты в прямом эфире» on the game's page: from the game's start until its results are published
 * (`showsLiveResults` of @quiz/domain, the results lifecycle's `scoring` state), to the live results
 * page (`gameResult`), which follows the organizer's scoring as it is typed.
 *
 * Time-dependent on a page the server renders and keeps (finished pages, up to a minute): the first
 * render uses the page's instant (`now`, the server's on hydration), then the browser's clock decides
 * right after mount and a timer wakes the link at the start, so a page rendered or opened before the
 * start shows it from the start without a reload.
 */
import type { Event } from '@quiz/contract';
import { LIVE_RESULTS_TEXTS, showsLiveResults } from '@quiz/domain';
import { href } from '@quiz/routes';
import { useNowPassing } from '@quiz/ui';
import { AppLinkButton } from '../../shared/event-card/EventCard';

export function LiveResultsLink({ event, now }: { event: Event; now: Date }) {
  const clock = useNowPassing(event.date, now);
  if (!showsLiveResults(event, clock)) return null;
  return (
    <AppLinkButton href={href('gameResult', { eventId: event.id })} variant="accent">
      {LIVE_RESULTS_TEXTS.link}
    </AppLinkButton>
  );
}
