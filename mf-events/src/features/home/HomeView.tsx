/**
 * SPEC §2 Home: hero, «Что у нас есть», the games list (refreshed every 10 s), theme cards,
 * the availability grid, the children's game, the scroll-to-top button. `?regonevent=` opens the
 * registration of that event; the `childRegistration` route opens the child form.
 */

import { useCity, useSession } from '@quiz/bus/react';
import { DeferredHydration, PageFrame, space } from '@quiz/ui';
import { useEffect, useMemo, useRef } from 'react';
import { AvailabilityGrid } from '../../shared/availability/AvailabilityGrid';
import { useRenderNow } from '../../shared/now';
import { openRegistrationFromLink } from '../../shared/registration/regOnEvent';
import { belowTheFold } from './belowTheFold';
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
}

export function HomeView({ query, childRegistration = false }: HomeViewProps) {
  const city = useCity();
  const loggedIn = !!useSession().token;
  // the feed the server rendered with (route loader `home`) is in the cache: no first request
  const feed = useLandingFeed(city?.id ?? null, loggedIn);
  const now = useRenderNow(feed.data === undefined ? undefined : feed.dataUpdatedAt);
  const handledRegOnEvent = useRef<string | null>(null);

  // ?regonevent=<id> opens that event's registration (the login modal first when logged out).
  const regOnEvent = query.regonevent;
  // An unknown or closed game is said so in a toast rather than opened (shared/registration/regOnEvent).
  useEffect(() => {
    if (!regOnEvent || handledRegOnEvent.current === regOnEvent) return;
    handledRegOnEvent.current = regOnEvent;
    void openRegistrationFromLink(regOnEvent);
  }, [regOnEvent]);

  // Below the fold: on a server-rendered page each is taken over after the first screen (when the
  // visitor comes to it, or the page is idle: @quiz/ui's DeferredHydration). The same elements while
  // their inputs stay the same: a new one makes it hydrate at once.
  const themes = feed.data?.themes;
  const themesSection = useMemo(() => (themes ? <ThemesSection themes={themes} /> : null), [themes]);
  const availability = useMemo(() => <AvailabilityGrid />, []);
  const child = useMemo(() => <ChildSection open={childRegistration} />, [childRegistration]);

  return (
    <PageFrame>
      <Hero />
      <WhatWeHave />
      <EventsSection feed={feed} now={now} />
      {themesSection ? <DeferredHydration>{themesSection}</DeferredHydration> : null}
      <div css={{ marginBottom: space(10), ...belowTheFold({ wide: 335, phone: 340 }) }}>
        <DeferredHydration>{availability}</DeferredHydration>
      </div>
      <DeferredHydration now={childRegistration}>{child}</DeferredHydration>
      <ScrollTopButton />
    </PageFrame>
  );
}
