/**
 * SPEC §2 "Event page": picture and thumbnail, title + postfix, the place (or the places of a united
 * game), date and time, the post (sanitized, hidden once the date has passed), collapsible sections
 * (registration, post, about, themes, comfortable time), the results table after the game and the
 * promo video. `/event/{id}/registration` opens the registration section. A cancelled game says
 * «Игра отменена» under its summary and in the registration section (no registration, no calendar, no
 * preorder); a moved one says «Игра перенесена» with the date it had.
 */

import { useSession, useUser } from '@quiz/bus/react';
import type { Event } from '@quiz/contract';
import { EVENT_STATUS_TEXTS, isCancelled, isPassed, isRegistrationOpen } from '@quiz/domain';
import { DeferredParcel, RemoteParcel, retryableLazy } from '@quiz/federation';
import { href } from '@quiz/routes';
import {
  AddToCalendar,
  Button,
  Collapsible,
  colors,
  EmptyState,
  EventStatusNote,
  fontSize,
  PageFrame,
  Skeleton,
  scrollMarginTop,
  space,
  useKeptOnceLive,
  useScrollIntoViewWhile,
} from '@quiz/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, Suspense, useEffect, useRef, useState } from 'react';
import { eventQueryOptions } from '../../shared/api/events';
import { isUserRegistered, myEventTeam } from '../../shared/event-card/cardActions';
import { AppLinkButton, eventTitle, openRegistration } from '../../shared/event-card/EventCard';
import { PlacesNote } from '../../shared/event-card/PlacesNote';
import { useRenderNow } from '../../shared/now';
import { usePurifiedHtml } from '../../shared/purified-html';
import { EventAbout } from './EventAbout';
import { EventSummary } from './EventSummary';
import { EVENT_PAGE_TEXTS } from './texts';

export { EVENT_PAGE_TEXTS } from './texts';

// what the first screen does not show comes with the visitor's action: the map on «показать на
// карте», the grid when «Удобное время» is opened, the themes (with their likes) on «Темы», the promo
// video's player (and the link parser behind it) on its section; a closed section renders nothing, so
// none of this code is on the first load
const MapModal = retryableLazy(() =>
  import('../../shared/event-card/MapModal').then((m) => ({ default: m.MapModal })),
);
const AvailabilityGrid = retryableLazy(() =>
  import('../../shared/availability/AvailabilityGrid').then((m) => ({ default: m.AvailabilityGrid })),
);
const ThemeList = retryableLazy(() => import('./ThemeList').then((m) => ({ default: m.ThemeList })));
const PromoVideo = retryableLazy(() => import('./PromoVideo').then((m) => ({ default: m.PromoVideo })));

export interface EventPageViewProps {
  /** null when the URL's id is not a positive number (`/event/abc`): «Игра не найдена», no request. */
  eventId: number | null;
  /** The route title (the page's h1 eyebrow): «Игра» or «Регистрация на игру». */
  routeTitle: string;
  /** /event/{id}/registration: the registration section is open and scrolled to. */
  registrationOpen?: boolean;
}

export function EventPageView({ eventId, routeTitle, registrationOpen = false }: EventPageViewProps) {
  if (eventId === null) {
    return (
      <PageFrame title={routeTitle} titleStyle="eyebrow">
        <EventNotFound />
      </PageFrame>
    );
  }
  // another event is another page: it starts from its own data (a prefetched answer), not the last one's
  return (
    <EventPageLoader
      key={eventId}
      eventId={eventId}
      routeTitle={routeTitle}
      registrationOpen={registrationOpen}
    />
  );
}

function EventNotFound() {
  return (
    <EmptyState
      title={EVENT_PAGE_TEXTS.notFoundTitle}
      text={EVENT_PAGE_TEXTS.notFoundText}
      action={<AppLinkButton href={href('home')}>{EVENT_PAGE_TEXTS.toHome}</AppLinkButton>}
    />
  );
}

function EventPageLoader({
  eventId,
  routeTitle,
  registrationOpen = false,
}: EventPageViewProps & { eventId: number }) {
  const session = useSession();
  // the key says how the event was asked (route loader `eventPage`: as anyone on the server); the
  // hydration sees the server's logged-out session and finds the server's answer, then the live session
  // asks with it, the anonymous page staying on screen meanwhile
  const query = useQuery({
    ...eventQueryOptions(eventId, !!session.token),
    placeholderData: keepPreviousData,
  });
  const now = useRenderNow(query.data === undefined ? undefined : query.dataUpdatedAt);
  const event = query.data;

  if (!event) {
    return (
      <PageFrame title={routeTitle} titleStyle="eyebrow">
        {event === null ? (
          <EventNotFound />
        ) : query.status !== 'error' ? (
          <div
            role="status"
            aria-busy="true"
            aria-label="Загружаем игру…"
            css={{ display: 'grid', gap: space(4) }}
          >
            <Skeleton height="auto" css={{ aspectRatio: '16 / 6' }} />
            <Skeleton height={32} width="60%" />
            <Skeleton height={20} width="40%" />
          </div>
        ) : (
          <EmptyState
            title={EVENT_PAGE_TEXTS.errorTitle}
            text={EVENT_PAGE_TEXTS.errorText}
            action={<Button onClick={() => void query.refetch()}>{EVENT_PAGE_TEXTS.retry}</Button>}
          />
        )}
      </PageFrame>
    );
  }
  return <EventDetails event={event} now={now} routeTitle={routeTitle} registrationOpen={registrationOpen} />;
}

function EventDetails({
  event,
  now,
  routeTitle,
  registrationOpen,
}: {
  event: Event;
  /** the instant "passed" is decided at (useRenderNow) */
  now: Date;
  routeTitle: string;
  registrationOpen: boolean;
}) {
  const [mapPlace, setMapPlace] = useState<Event['place'] | null>(null);
  const passed = isPassed(event.date, now);
  // «Регистрация» (the page's main action, the only «Зарегистрироваться») is open from the start for a
  // game ahead, on a phone and on a desktop alike; a passed game's is open only by its URL.
  const [regOpen, setRegOpen] = useState(registrationOpen || !passed);
  const regRef = useRef<HTMLDivElement | null>(null);
  // the server's sanitized post as the browser parsed it; a post rendered here goes through DOMPurify
  const purified = usePurifiedHtml(event.meta_data.post);
  const post = passed ? '' : purified;

  useEffect(() => {
    if (registrationOpen) setRegOpen(true);
  }, [registrationOpen]);
  useScrollIntoViewWhile(regRef, registrationOpen);

  return (
    <PageFrame title={routeTitle} titleStyle="eyebrow">
      <EventSummary event={event} now={now} onShowOnMap={setMapPlace} />
      <EventStatusNote event={event} now={now} css={{ marginBottom: space(4) }} />
      <div css={{ display: 'grid', gap: space(3) }}>
        <div ref={regRef} css={{ scrollMarginTop }}>
          <Collapsible
            id="registration"
            title={EVENT_PAGE_TEXTS.registration}
            open={regOpen}
            onOpenChange={setRegOpen}
          >
            <RegistrationSection event={event} now={now} linkedTo={registrationOpen} />
          </Collapsible>
        </div>
        {post ? (
          <Collapsible id="post" title={EVENT_PAGE_TEXTS.post} defaultOpen>
            <div
              data-testid="event-post"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server and by DOMPurify
              dangerouslySetInnerHTML={{ __html: post }}
            />
          </Collapsible>
        ) : null}
        <Collapsible id="about" title={EVENT_PAGE_TEXTS.about} defaultOpen={!passed}>
          <EventAbout event={event} />
        </Collapsible>
        {event.game.promo_video ? (
          <Collapsible id="promo" title={EVENT_PAGE_TEXTS.promo}>
            <Suspense fallback={<Skeleton height="auto" css={{ aspectRatio: '16 / 9' }} />}>
              <PromoVideo url={event.game.promo_video} title={eventTitle(event)} />
            </Suspense>
          </Collapsible>
        ) : null}
        <Collapsible id="themes" title={EVENT_PAGE_TEXTS.themes}>
          <Suspense fallback={<Skeleton height={48} />}>
            <ThemeList current={event.game.theme} />
          </Suspense>
        </Collapsible>
        <Collapsible id="comfortable" title={EVENT_PAGE_TEXTS.comfortable}>
          <Suspense fallback={<Skeleton height={240} />}>
            <AvailabilityGrid />
          </Suspense>
        </Collapsible>
        {passed ? <EventResults eventId={event.id} /> : null}
      </div>
      {mapPlace ? (
        <Suspense fallback={null}>
          <MapModal place={mapPlace} open onOpenChange={(open) => !open && setMapPlace(null)} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}

/** «Итоги игры» after the game: mf_seating's results table. */
function EventResults({ eventId }: { eventId: number }) {
  return (
    <section aria-labelledby="results-title" css={{ marginTop: space(4) }}>
      <h2 id="results-title" css={{ color: colors.primary, fontSize: fontSize.xl }}>
        {EVENT_PAGE_TEXTS.results}
      </h2>
      <RemoteParcel id="mf_seating/ResultsTable" props={{ eventId }} />
    </section>
  );
}

function RegistrationSection({ event, now, linkedTo }: { event: Event; now: Date; linkedTo: boolean }) {
  const session = useSession();
  // the anonymous form is mounted for a logged-out visitor and kept through the login its code step
  // performs (unmounting it then would race the navigation that follows). Kept from the browser's own
  // session only: the server rendered this page logged out, and a logged-in player hydrating it gets
  // his registration at once (server-rendering rules, README).
  const anonymous = useKeptOnceLive(!session.token);
  const showForm =
    anonymous && !isPassed(event.date, now) && isRegistrationOpen(event.workflow_state) && !event.reg_url;
  return (
    <div css={{ display: 'grid', gap: space(4) }}>
      {/* a logged-out visitor registers with the form (it has its own «Зарегистрироваться» and a way to log in) */}
      {showForm ? null : <RegistrationState event={event} now={now} />}
      <PlacesNote event={event} now={now} />
      {showForm ? <AnonymousRegistrationParcel event={event} now={linkedTo} /> : null}
    </div>
  );
}

function RegistrationState({ event, now }: { event: Event; now: Date }) {
  const user = useUser();
  if (isCancelled(event)) return <p css={{ margin: 0 }}>{EVENT_STATUS_TEXTS.registrationCancelled}</p>;
  if (isPassed(event.date, now)) return <p css={{ margin: 0 }}>{EVENT_PAGE_TEXTS.passed}</p>;
  if (!isRegistrationOpen(event.workflow_state)) return <p css={{ margin: 0 }}>{EVENT_PAGE_TEXTS.closed}</p>;
  if (event.reg_url) {
    return (
      <Button href={event.reg_url} target="_blank" rel="noopener noreferrer" variant="accent">
        {EVENT_PAGE_TEXTS.register}
      </Button>
    );
  }
  if (isUserRegistered(event, user)) {
    const team = myEventTeam(event, user);
    return team ? (
      <div css={{ display: 'grid', gap: space(3), justifyItems: 'start' }}>
        <AppLinkButton
          href={href('regTeamOnEvent', { eventId: event.id, teamId: team.teamId })}
          variant="secondary"
        >
          {EVENT_PAGE_TEXTS.registered}
        </AppLinkButton>
        <AddToCalendar event={event} />
        <TeamPanelParcel eventId={event.id} teamId={team.teamId} />
      </div>
    ) : (
      <div css={{ display: 'grid', gap: space(3), justifyItems: 'start' }}>
        <p css={{ margin: 0, fontWeight: 600 }}>{EVENT_PAGE_TEXTS.registered}</p>
        <AddToCalendar event={event} />
      </div>
    );
  }
  return (
    <div css={{ display: 'grid', gap: space(3), justifyItems: 'start' }}>
      <p css={{ margin: 0 }}>Соберите команду и забронируйте столик — места на игры заканчиваются быстро.</p>
      <Button variant="accent" onClick={() => openRegistration(event.id)}>
        {EVENT_PAGE_TEXTS.register}
      </Button>
    </div>
  );
}

// mf_teams widgets, memoized: a parcel re-rendered by the page (session changes) would be updated,
// and single-spa refuses to unmount a parcel in the middle of an update.
const TeamPanelParcel = memo(function TeamPanelParcel({
  eventId,
  teamId,
}: {
  eventId: number;
  teamId: number;
}) {
  return <RemoteParcel id="mf_teams/EventTeamPanel" props={{ eventId, teamId }} />;
});
const AnonymousRegistrationParcel = memo(
  function AnonymousRegistrationParcel({ event, now }: { event: Event; now: boolean }) {
    // The form is about 530 px tall on any width: its place is kept from the first paint (the server's
    // markup and the loading skeleton lie within it), so nothing under it moves when it arrives.
    // It is not part of the page's first load (mf_teams and the phone field's libraries are a third of
    // the page's JS): it loads when the visitor comes to it or touches the page, at once by the
    // `/event/{id}/registration` link (DeferredParcel of @quiz/federation).
    return (
      <div css={{ position: 'relative', minHeight: ANONYMOUS_FORM_MIN_HEIGHT }}>
        {/* the game this page already has goes along: the form does not ask for it again */}
        <DeferredParcel
          id="mf_teams/AnonymousRegistration"
          props={{ eventId: event.id, event }}
          skeletonOverlay
          now={now}
        />
      </div>
    );
  },
  // one game, one form: a reloaded copy of the same game is no reason to update the widget
  (a, b) => a.event.id === b.event.id && a.now === b.now,
);

/** The room kept for mf_teams' anonymous registration form while it loads. */
const ANONYMOUS_FORM_MIN_HEIGHT = 520;
