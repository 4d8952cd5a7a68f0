/**
 * SPEC §2 Home: hero, «Что у нас есть», the games list (refreshed every 10 s), theme cards,
 * the availability grid, the children's game, the scroll-to-top button. `?regonevent=` opens the
 * registration of that event; the `childRegistration` route opens the child form.
 */

import { useCity, useSession } from '@quiz/bus/react';
import type { LandingFeedResponse } from '@quiz/contract';
import { PageFrame, space } from '@quiz/ui';
import { useEffect, useRef, useState } from 'react';
import { AvailabilityGrid } from '../../shared/availability/AvailabilityGrid';
import { useRenderNow } from '../../shared/now';
import { openRegistrationFromLink } from '../../shared/registration/regOnEvent';
import { ChildSection } from './child-registration/ChildSection';
import { EventsSection } from './EventsSection';
import { Hero } from './Hero';
import { ScrollTopButton } from './ScrollTopButton';
import { ThemesSection } from './ThemesSection';
import { useLandingFeed } from './useLandingFeed';
import { WhatWeHave } from './WhatWeHave';

export interface HomeViewProps {
  query: Record<string, string>;
  /** true on /childregistration: the child form opens over the home page. */
  childRegistration?: boolean;
  /** the landing feed the page was rendered with on the server, or prefetched (route loader `home`) */
  initialFeed?: LandingFeedResponse | undefined;
  /** when `initialFeed` was loaded: the cards' "passed" is decided at that instant on the first render */
  renderedAt?: number | undefined;
}

export function HomeView({ query, childRegistration = false, initialFeed, renderedAt }: HomeViewProps) {
  const city = useCity();
  const loggedIn = !!useSession().token;
  const [attempt, setAttempt] = useState(0);
  const state = useLandingFeed(city?.id ?? null, attempt, undefined, initialFeed, loggedIn);
  const now = useRenderNow(initialFeed ? renderedAt : undefined);
  const handledRegOnEvent = useRef<string | null>(null);

  // ?regonevent=<id> opens that event's registration (the login modal first when logged out).
  const regOnEvent = query.regonevent;
  // An unknown or closed game is said so in a toast rather than opened (shared/registration/regOnEvent).
  useEffect(() => {
    if (!regOnEvent || handledRegOnEvent.current === regOnEvent) return;
    handledRegOnEvent.current = regOnEvent;
    void openRegistrationFromLink(regOnEvent);
  }, [regOnEvent]);

  return (
    <PageFrame>
      <Hero />
      <WhatWeHave />
      <EventsSection state={state} now={now} onRetry={() => setAttempt((n) => n + 1)} />
      {state.status === 'ready' ? <ThemesSection themes={state.feed.themes} /> : null}
      <div css={{ marginBottom: space(10) }}>
        <AvailabilityGrid />
      </div>
      <ChildSection open={childRegistration} />
      <ScrollTopButton />
    </PageFrame>
  );
}
