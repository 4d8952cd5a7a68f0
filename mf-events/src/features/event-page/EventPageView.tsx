/**
 * SPEC §2 "Event page": picture and thumbnail, title + postfix, the place (or the places of a united
 * game), date and time, the post (sanitized, hidden once the date has passed), collapsible sections
 * (registration, post, about, themes, comfortable time), the results table after the game and the
 * promo video. `/event/{id}/registration` opens the registration section.
 */

import { useSession, useUser } from '@quiz/bus/react';
import type { Event, Theme } from '@quiz/contract';
import { difficultyStars, isPassed, isRegistrationOpen, STAR_SIZE, videoSource } from '@quiz/domain';
import { DeferredParcel, RemoteParcel } from '@quiz/federation';
import { href } from '@quiz/routes';
import {
  AddToCalendar,
  Button,
  Collapsible,
  colors,
  coverImage,
  EmptyState,
  fontSize,
  formatDayMonth,
  formatMoney,
  formatTime,
  formatWeekday,
  mq,
  PageFrame,
  radius,
  Skeleton,
  Stars,
  scrollMarginTop,
  space,
  useAsync,
  useKeptOnceLive,
  useScrollIntoViewWhile,
} from '@quiz/ui';
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { callApi } from '../../shared/api';
import { cardActions, isUserRegistered, myEventTeam } from '../../shared/event-card/cardActions';
import {
  AppLinkButton,
  DIFFICULTY_LABELS,
  eventTitle,
  openRegistration,
} from '../../shared/event-card/EventCard';
import { PlacesNote } from '../../shared/event-card/PlacesNote';
import { taxiUrl } from '../../shared/event-card/taxi';
import { useRenderNow } from '../../shared/now';
import { usePurifiedHtml } from '../../shared/purified-html';
import { useThemeLike } from '../../shared/theme-card/likes';
import { type EventPageData, loadEventPage } from './eventPageData';

// what the first screen does not show comes with the visitor's action: the map on «показать на
// карте», the grid when «Удобное время» is opened (the themes load their list then too)
const MapModal = lazy(() =>
  import('../../shared/event-card/MapModal').then((m) => ({ default: m.MapModal })),
);
const AvailabilityGrid = lazy(() =>
  import('../../shared/availability/AvailabilityGrid').then((m) => ({ default: m.AvailabilityGrid })),
);

export const EVENT_PAGE_TEXTS = {
  registration: 'Регистрация',
  post: 'Анонс',
  about: 'Об игре',
  themes: 'Темы',
  comfortable: 'Удобное время',
  results: 'Итоги игры',
  photo: 'Фотоотчёт',
  promo: 'Промо-видео',
  watchVideo: 'Смотреть видео',
  passed: 'Игра уже прошла.',
  /** SPEC §2/§8, to the letter: registration is closed (workflow_state not published/sitting) */
  closed: 'Регистрация не доступна ...',
  register: 'Зарегистрироваться',
  registered: 'Вы зарегистрированы',
  notFoundTitle: 'Игра не найдена',
  notFoundText: 'Возможно, ссылка устарела. Посмотрите другие игры на главной.',
  errorTitle: 'Не удалось загрузить игру',
  errorText: 'Проверьте соединение и попробуйте ещё раз.',
  retry: 'Повторить',
  toHome: 'На главную',
  places: 'Места проведения',
  showOnMap: 'показать на карте',
  taxi: 'Такси до места',
  liked: 'Вы бы сыграли',
} as const;

export interface EventPageViewProps {
  /** null when the URL's id is not a positive number (`/event/abc`): «Игра не найдена», no request. */
  eventId: number | null;
  /** The route title (the page's h1 eyebrow): «Игра» or «Регистрация на игру». */
  routeTitle: string;
  /** /event/{id}/registration: the registration section is open and scrolled to. */
  registrationOpen?: boolean;
  /** The page's data as the server rendered it, or prefetched (route loader `eventPage`). */
  initial?: EventPageData | undefined;
}

export function EventPageView({
  eventId,
  routeTitle,
  registrationOpen = false,
  initial,
}: EventPageViewProps) {
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
      initial={initial}
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
  initial,
}: EventPageViewProps & { eventId: number }) {
  const session = useSession();
  const loggedIn = !!session.token;
  // taken over only for this event and when asked the way this visitor asks (logged out: as anyone);
  // a server render was, and its hydration sees the server's logged-out session, then the live one
  // reloads the event
  const start = initial?.eventId === eventId && initial.personal === loggedIn ? initial : undefined;
  const { data, error, loading, reload } = useAsync(
    (signal) => loadEventPage(eventId, loggedIn, { signal }),
    [eventId, loggedIn],
    start,
  );
  const now = useRenderNow(start?.at);
  const event = data?.event;

  if (!event) {
    const notFound = data?.event === null;
    return (
      <PageFrame title={routeTitle} titleStyle="eyebrow">
        {notFound ? (
          <EventNotFound />
        ) : loading || !error ? (
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
            action={<Button onClick={() => reload()}>{EVENT_PAGE_TEXTS.retry}</Button>}
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
  const user = useUser();
  const [mapPlace, setMapPlace] = useState<Event['place'] | null>(null);
  const passed = isPassed(event.date, now);
  // «Регистрация» (the page's main action, the only «Зарегистрироваться») is open from the start for a
  // game ahead, on a phone and on a desktop alike; a passed game's is open only by its URL.
  const [regOpen, setRegOpen] = useState(registrationOpen || !passed);
  const regRef = useRef<HTMLDivElement | null>(null);
  // times in the venue city's zone, not the browser's
  const zone = event.city.timezone;
  const tz = { timeZone: zone };
  const theme = event.game.theme;
  const title = eventTitle(event);
  const stars = difficultyStars(event.difficulty);
  // the server's sanitized post as the browser parsed it; a post rendered here goes through DOMPurify
  const purified = usePurifiedHtml(event.meta_data.post);
  const post = passed ? '' : purified;
  const places =
    event.united && event.unitedEvents.length > 1 ? event.unitedEvents.map((u) => u.place) : [event.place];
  const actions = cardActions(event, user, now);
  const photo = actions.find((a) => a.kind === 'photo');
  const review = actions.find((a) => a.kind === 'review');

  useEffect(() => {
    if (registrationOpen) setRegOpen(true);
  }, [registrationOpen]);
  useScrollIntoViewWhile(regRef, registrationOpen);

  return (
    <PageFrame title={routeTitle} titleStyle="eyebrow">
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
          gap: space(6),
          alignItems: 'start',
          marginBottom: space(6),
          [mq.mobile]: { gridTemplateColumns: '1fr' },
        }}
      >
        <img
          src={theme.picture}
          alt={`Тема игры «${theme.title}»`}
          width={1280}
          height={720}
          // the page's largest paint: fetched first, beside the scripts
          fetchPriority="high"
          css={{ ...coverImage, borderRadius: radius.card }}
        />
        <div css={{ display: 'grid', gap: space(3) }}>
          <div css={{ display: 'flex', gap: space(3), alignItems: 'center' }}>
            <img
              src={theme.picture_thumb}
              alt=""
              width={64}
              height={64}
              css={{ width: 64, height: 64, objectFit: 'cover', borderRadius: radius.control }}
            />
            <h2 css={{ margin: 0, color: colors.primary, fontSize: fontSize.xxl, lineHeight: 1.2 }}>
              {title}
            </h2>
          </div>
          <p css={{ margin: 0, fontSize: fontSize.lg }}>
            <time dateTime={event.date}>
              {formatWeekday(event.date, { long: true, timeZone: zone })}, {formatDayMonth(event.date, tz)},{' '}
              {formatTime(event.date, tz)}
            </time>
          </p>
          <div>
            {places.length > 1 ? (
              <p css={{ margin: `0 0 ${space(1)}`, fontWeight: 600 }}>{EVENT_PAGE_TEXTS.places}:</p>
            ) : null}
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
              {places.map((place) => (
                <li key={place.id}>
                  <strong>{place.title}</strong>, {place.address} ·{' '}
                  <button
                    type="button"
                    onClick={() => setMapPlace(place)}
                    css={{
                      all: 'unset',
                      cursor: 'pointer',
                      color: colors.primary,
                      textDecoration: 'underline',
                    }}
                  >
                    {EVENT_PAGE_TEXTS.showOnMap}
                  </button>{' '}
                  ·{' '}
                  <a href={taxiUrl(place.coordinates)} target="_blank" rel="noopener noreferrer">
                    {EVENT_PAGE_TEXTS.taxi}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div css={{ display: 'flex', gap: space(4), alignItems: 'center', flexWrap: 'wrap' }}>
            <strong css={{ fontSize: fontSize.lg }}>
              {formatMoney(event.cost, event.city.currency.symbol)}
            </strong>
            <Stars
              value={stars}
              size={STAR_SIZE}
              label={`Сложность: ${DIFFICULTY_LABELS[stars]} (${stars} из 3)`}
            />
          </div>
          <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
            {photo && photo.kind === 'photo' ? (
              <AppLinkButton href={photo.href} variant="secondary">
                {photo.label}
              </AppLinkButton>
            ) : null}
            {review && review.kind === 'review' ? (
              <AppLinkButton href={review.href} variant="secondary">
                {review.label}
              </AppLinkButton>
            ) : null}
          </div>
        </div>
      </div>

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
          <p css={{ marginTop: 0 }}>
            {theme.description || 'Тематическая командная игра: 7 туров по 7 вопросов.'}
          </p>
          <p css={{ marginBottom: 0, color: colors.muted }}>
            Сложность: {DIFFICULTY_LABELS[stars]}. Стоимость участия:{' '}
            {formatMoney(event.cost, event.city.currency.symbol)} с человека.
          </p>
        </Collapsible>
        {event.game.promo_video ? (
          <Collapsible id="promo" title={EVENT_PAGE_TEXTS.promo}>
            <PromoVideo url={event.game.promo_video} title={title} />
          </Collapsible>
        ) : null}
        <Collapsible id="themes" title={EVENT_PAGE_TEXTS.themes}>
          <ThemeList current={theme} />
        </Collapsible>
        <Collapsible id="comfortable" title={EVENT_PAGE_TEXTS.comfortable}>
          <Suspense fallback={<Skeleton height={240} />}>
            <AvailabilityGrid />
          </Suspense>
        </Collapsible>
        {passed ? (
          <section aria-labelledby="results-title" css={{ marginTop: space(4) }}>
            <h2 id="results-title" css={{ color: colors.primary, fontSize: fontSize.xl }}>
              {EVENT_PAGE_TEXTS.results}
            </h2>
            <RemoteParcel id="mf_seating/ResultsTable" props={{ eventId: event.id }} />
          </section>
        ) : null}
      </div>
      {mapPlace ? (
        <Suspense fallback={null}>
          <MapModal place={mapPlace} open onOpenChange={(open) => !open && setMapPlace(null)} />
        </Suspense>
      ) : null}
    </PageFrame>
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

/** YouTube, VK Video and Rutube links play in their embed player (videoSource of @quiz/domain). */
function PromoVideo({ url, title }: { url: string; title: string }) {
  const source = videoSource(url);
  if (!source) return null;
  if (source.kind === 'file') {
    return (
      <video
        src={source.url}
        controls
        preload="none"
        width={1280}
        height={720}
        css={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }}
      >
        <track kind="captions" />
      </video>
    );
  }
  if (source.kind === 'link') {
    return (
      <a href={source.url} target="_blank" rel="noopener noreferrer">
        {EVENT_PAGE_TEXTS.watchVideo}
      </a>
    );
  }
  return (
    <iframe
      src={source.url}
      title={`Промо-видео: ${title}`}
      width={1280}
      height={720}
      loading="lazy"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      css={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', border: 0 }}
    />
  );
}

function ThemeList({ current }: { current: Theme }) {
  const { data } = useAsync((signal) => callApi('landingFeed', {}, { signal }), []);
  const themes = [current, ...(data?.themes ?? []).filter((t) => t.id !== current.id)];
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
      {themes.map((t) => (
        <ThemeRow key={t.id} theme={t} />
      ))}
    </ul>
  );
}

function ThemeRow({ theme }: { theme: Theme }) {
  const session = useSession();
  const like = useThemeLike(theme);
  return (
    <li css={{ display: 'flex', alignItems: 'center', gap: space(3) }}>
      <img
        src={theme.picture_thumb}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        css={{ width: 48, height: 48, objectFit: 'cover', borderRadius: radius.control }}
      />
      <span css={{ flex: 1 }}>{theme.title}</span>
      {session.token && like.liked ? (
        <span css={{ color: colors.success, fontWeight: 600 }}>
          <span aria-hidden="true">♥ </span>
          {EVENT_PAGE_TEXTS.liked}
        </span>
      ) : null}
    </li>
  );
}
