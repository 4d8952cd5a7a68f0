/**
 * SPEC §2 "Event card": picture, title + postfix, cost, difficulty, date, place with map, buttons; a
 * cancelled or moved game says so under its title («Игра отменена», «Игра перенесена» with the old date).
 */

import { emit } from '@quiz/bus';
import { useUser } from '@quiz/bus/react';
import type { Event } from '@quiz/contract';
import { difficultyStars, STAR_SIZE } from '@quiz/domain';
import { retryableLazy } from '@quiz/federation';
import { href } from '@quiz/routes';
import {
  AddToCalendar,
  AppLink,
  Button,
  Card,
  colors,
  coverImage,
  EventStatusNote,
  fontSize,
  fontWeight,
  formatDayMonth,
  formatMoney,
  formatTime,
  formatWeekday,
  handleAppLinkClick,
  Stars,
  space,
} from '@quiz/ui';
import { Suspense, useState } from 'react';
import { withLogin } from '../session';
import { type CardAction, cardActions } from './cardActions';
import { PlacesNote } from './PlacesNote';
import { taxiUrl } from './taxi';

const MapModal = retryableLazy(() => import('./MapModal').then((m) => ({ default: m.MapModal })));
const TrialGameModal = retryableLazy(() =>
  import('../trial/TrialGameModal').then((m) => ({ default: m.TrialGameModal })),
);

export const DIFFICULTY_LABELS = { 1: 'лёгкая', 2: 'средняя', 3: 'сложная' } as const;

/** A game's difficulty as 1–3 stars, named for a screen reader («Сложность: средняя (2 из 3)»). */
export function DifficultyStars({ difficulty }: { difficulty: string | null | undefined }) {
  const stars = difficultyStars(difficulty);
  return (
    <Stars value={stars} size={STAR_SIZE} label={`Сложность: ${DIFFICULTY_LABELS[stars]} (${stars} из 3)`} />
  );
}

export function eventTitle(event: Pick<Event, 'postfix' | 'game'>): string {
  const postfix = event.postfix.trim();
  return postfix ? `${event.game.theme.title} ${postfix}` : event.game.theme.title;
}

export function openRegistration(eventId: number): void {
  withLogin(() => emit({ type: 'widget.open', id: 'mf_teams/RegistrationModal', props: { eventId } }));
}

export interface EventCardProps {
  event: Event;
  /** Now: a screen's render instant (useRenderNow), or a test's; the clock at every render otherwise. */
  now?: Date | undefined;
  /** Images above the fold load eagerly. */
  eager?: boolean;
}

export function EventCard({ event, now, eager = false }: EventCardProps) {
  const user = useUser();
  const [mapOpen, setMapOpen] = useState(false);
  const [trialOpen, setTrialOpen] = useState(false);
  const actions = cardActions(event, user, now);
  const title = eventTitle(event);
  const theme = event.game.theme;
  const eventHref = href('eventPage', { eventId: event.id });
  // the venue city's local time, whatever the browser's zone
  const tz = { timeZone: event.city.timezone };

  return (
    <Card
      as="article"
      padding={0}
      aria-label={title}
      data-testid="event-card"
      // a column filling its grid cell: the actions sit at the bottom of every card in a row
      css={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <AppLink href={eventHref} tabIndex={-1} aria-hidden="true">
        <img
          src={theme.picture_thumb}
          alt={`Тема игры «${theme.title}»`}
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          // the first row's pictures are the page's largest paint on a phone: fetched first
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          css={coverImage}
        />
      </AppLink>
      <div
        css={{ padding: space(4), display: 'flex', flexDirection: 'column', gap: space(2), flex: '1 1 auto' }}
      >
        <div css={{ display: 'flex', gap: space(3), alignItems: 'baseline', color: colors.muted }}>
          <span css={{ fontSize: fontSize.xl, fontWeight: fontWeight.bold, color: colors.primary }}>
            {formatDayMonth(event.date, tz)}
          </span>
          <span>
            {formatWeekday(event.date, tz)} · {formatTime(event.date, tz)}
          </span>
        </div>
        <h3 css={{ margin: 0, fontSize: fontSize.lg, color: colors.primary }}>
          <AppLink href={eventHref} css={{ color: 'inherit', textDecoration: 'none' }}>
            {title}
          </AppLink>
        </h3>
        <EventStatusNote event={event} now={now} compact />
        <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space(2) }}>
          <span css={{ fontWeight: fontWeight.bold, fontSize: fontSize.lg }} data-testid="event-cost">
            {formatMoney(event.cost, event.city.currency.symbol)}
          </span>
          <DifficultyStars difficulty={event.difficulty} />
        </div>
        {/* a long venue name wraps, whole, onto the next lines (a «…» left no way to read it on a phone) */}
        <div
          css={{
            display: 'flex',
            gap: space(3),
            alignItems: 'baseline',
            minWidth: 0,
            contain: 'inline-size',
          }}
        >
          <button
            type="button"
            onClick={() => setMapOpen(true)}
            aria-label={`${event.place.title}, ${event.place.address}: показать на карте`}
            css={{
              all: 'unset',
              cursor: 'pointer',
              color: colors.primary,
              textDecoration: 'underline dotted',
              textUnderlineOffset: 3,
              lineHeight: '24px',
              minHeight: 24,
              minWidth: 0,
              flex: '0 1 auto',
              whiteSpace: 'normal',
              overflowWrap: 'anywhere',
              '&:focus-visible': { outline: `2px solid ${colors.primary}`, outlineOffset: 2 },
            }}
            title={`${event.place.title}, ${event.place.address}`}
          >
            {event.place.title}
          </button>
          <a
            href={taxiUrl(event.place.coordinates)}
            target="_blank"
            rel="noopener noreferrer"
            css={{ fontSize: fontSize.sm, color: colors.muted, flex: 'none', whiteSpace: 'nowrap' }}
          >
            Такси до места
          </a>
        </div>
        <PlacesNote event={event} now={now} />
        {actions.length ? (
          <div
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: space(2),
              // pushed to the bottom of the card
              marginTop: 'auto',
              paddingTop: space(2),
              // a wrapped second row spans the card instead of hanging on the left
              '& > a, & > button': { flex: '1 1 auto' },
            }}
          >
            {actions.map((action) => (
              <CardButton
                key={action.kind}
                action={action}
                event={event}
                onTrial={() => setTrialOpen(true)}
              />
            ))}
          </div>
        ) : null}
      </div>
      {mapOpen ? (
        <Suspense fallback={null}>
          <MapModal place={event.place} open={mapOpen} onOpenChange={setMapOpen} />
        </Suspense>
      ) : null}
      {trialOpen ? (
        <Suspense fallback={null}>
          <TrialGameModal themeId={theme.id} title={theme.title} open onOpenChange={setTrialOpen} />
        </Suspense>
      ) : null}
    </Card>
  );
}

function CardButton({ action, event, onTrial }: { action: CardAction; event: Event; onTrial: () => void }) {
  switch (action.kind) {
    case 'results':
    case 'photo':
    case 'review':
    case 'registered':
      return (
        <>
          <AppLinkButton href={action.href} variant="secondary">
            {action.label}
          </AppLinkButton>
          {/* the .ics file and the Google / Yandex links, on a row of its own */}
          {action.kind === 'registered' ? <AddToCalendar event={event} css={{ flex: '1 1 100%' }} /> : null}
        </>
      );
    case 'externalRegistration':
      return (
        <Button href={action.url} target="_blank" rel="noopener noreferrer" variant="accent">
          {action.label}
        </Button>
      );
    case 'register':
      return (
        <Button variant="accent" onClick={() => openRegistration(event.id)}>
          {action.label}
        </Button>
      );
    case 'trial':
      return (
        <Button variant="ghost" onClick={onTrial}>
          {action.label}
        </Button>
      );
  }
}

/** A button-looking link that navigates inside the SPA. */
export function AppLinkButton({
  href: to,
  children,
  variant = 'primary',
}: {
  href: string;
  children: string;
  variant?: 'primary' | 'secondary' | 'accent' | 'ghost';
}) {
  return (
    <Button href={to} variant={variant} onClick={(e) => handleAppLinkClick(e, to)}>
      {children}
    </Button>
  );
}
