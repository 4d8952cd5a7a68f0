/**
 * The event page's first screen: the theme's picture, the title with its thumbnail, the date and time in
 * the venue city's zone, the place (or the places of a united game) with the map and a taxi, the price
 * and the difficulty, «Результаты в прямом эфире» while the game is scored, and the photo report / review
 * actions once the game has them.
 */
import { useUser } from '@quiz/bus/react';
import type { Event } from '@quiz/contract';
import {
  colors,
  coverImage,
  fontSize,
  formatDayMonth,
  formatMoney,
  formatTime,
  formatWeekday,
  mq,
  radius,
  space,
} from '@quiz/ui';
import { cardActions } from '../../shared/event-card/cardActions';
import { AppLinkButton, DifficultyStars, eventTitle } from '../../shared/event-card/EventCard';
import { taxiUrl } from '../../shared/event-card/taxi';
import { LiveResultsLink } from './LiveResultsLink';
import { EVENT_PAGE_TEXTS } from './texts';

type Place = Event['place'];

export function EventSummary({
  event,
  now,
  onShowOnMap,
}: {
  event: Event;
  now: Date;
  onShowOnMap: (place: Place) => void;
}) {
  const theme = event.game.theme;
  // times in the venue city's zone, not the browser's
  const zone = event.city.timezone;
  const tz = { timeZone: zone };
  return (
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
            {eventTitle(event)}
          </h2>
        </div>
        <p css={{ margin: 0, fontSize: fontSize.lg }}>
          <time dateTime={event.date}>
            {formatWeekday(event.date, { long: true, timeZone: zone })}, {formatDayMonth(event.date, tz)},{' '}
            {formatTime(event.date, tz)}
          </time>
        </p>
        <EventPlaces event={event} onShowOnMap={onShowOnMap} />
        <div css={{ display: 'flex', gap: space(4), alignItems: 'center', flexWrap: 'wrap' }}>
          <strong css={{ fontSize: fontSize.lg }}>
            {formatMoney(event.cost, event.city.currency.symbol)}
          </strong>
          <DifficultyStars difficulty={event.difficulty} />
        </div>
        <EventAfterGameActions event={event} now={now} />
      </div>
    </div>
  );
}

/** The place, or each place of a united game, with «показать на карте» and «Такси до места». */
function EventPlaces({ event, onShowOnMap }: { event: Event; onShowOnMap: (place: Place) => void }) {
  const places =
    event.united && event.unitedEvents.length > 1 ? event.unitedEvents.map((u) => u.place) : [event.place];
  return (
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
              onClick={() => onShowOnMap(place)}
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
  );
}

/** The live results link while the game is scored, the photo report and review links (cardActions). */
function EventAfterGameActions({ event, now }: { event: Event; now: Date }) {
  const user = useUser();
  const actions = cardActions(event, user, now);
  const links = actions.flatMap((a) => (a.kind === 'photo' || a.kind === 'review' ? [a] : []));
  return (
    <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
      <LiveResultsLink event={event} now={now} />
      {links.map((link) => (
        <AppLinkButton key={link.kind} href={link.href} variant="secondary">
          {link.label}
        </AppLinkButton>
      ))}
    </div>
  );
}
