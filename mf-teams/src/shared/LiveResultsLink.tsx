/**
 * «Результаты в прямом эфире» for a player's game (the team's registration panel, the cabinet's games):
 * from the game's start until its results are published (`showsLiveResults` of @quiz/domain, the results
 * lifecycle's `scoring` state), to the live results page. A screen left open shows it at the start.
 */
import type { Event } from '@quiz/contract';
import { LIVE_RESULTS_TEXTS, showsLiveResults } from '@quiz/domain';
import { href } from '@quiz/routes';
import { Button, handleAppLinkClick, useNowPassing } from '@quiz/ui';

export interface LiveResultsLinkProps {
  event: Event;
  size?: 'sm' | 'md';
  className?: string;
}

export function LiveResultsLink({ event, size, className }: LiveResultsLinkProps) {
  const now = useNowPassing(event.date);
  if (!showsLiveResults(event, now)) return null;
  const to = href('gameResult', { eventId: event.id });
  return (
    <div className={className} css={{ display: 'flex' }}>
      <Button href={to} variant="accent" size={size} onClick={(e) => handleAppLinkClick(e, to)}>
        {LIVE_RESULTS_TEXTS.link}
      </Button>
    </div>
  );
}
