/**
 * Everything of one game the organizer opens on a game night, on the game's console screen: «Кто
 * придёт», the seating, the scores, the hall screen, the photos, the players' reviews, the public page,
 * and the live results to share — its link with «Скопировать ссылку» and its QR code to show in the hall.
 */
import type { OrganizerEvent } from '@quiz/contract';
import { LIVE_SHARE_TEXTS } from '@quiz/domain';
import { retryableLazy } from '@quiz/federation';
import { href } from '@quiz/routes';
import { AppLink, Button, colors, copyLink, fontSize, Skeleton, space } from '@quiz/ui';
import { Suspense } from 'react';

// the QR encoder comes with this screen only, in a chunk of its own (no player's page loads it)
const QrCode = retryableLazy(() =>
  import(/* webpackChunkName: "qr-code" */ '@quiz/ui/qr-code').then((m) => ({ default: m.QrCode })),
);

export const GAME_LINK_TEXTS = {
  nav: 'Игра',
  teams: 'Кто придёт',
  seating: 'Рассадка',
  scores: 'Баллы игры',
  hallScreen: 'Экран в зале',
  photos: 'Фотоотчёт',
  reviews: 'Отзывы игроков',
  eventPage: 'Страница игры',
} as const;

const QR_SIZE = 176;

/** The site's address of a path (the console runs in the browser only). */
const absolute = (path: string) => `${window.location.origin}${path}`;

export function GameLinks({ event }: { event: Pick<OrganizerEvent, 'id'> }) {
  const eventId = event.id;
  const links: { to: string; label: string; newTab?: boolean }[] = [
    { to: href('organizerEventTeams', { eventId }), label: GAME_LINK_TEXTS.teams },
    { to: href('sitting', { eventId }), label: GAME_LINK_TEXTS.seating },
    { to: href('organizerEventScores', { eventId }), label: GAME_LINK_TEXTS.scores },
    // the hall's TV: a window of its own, full screen
    { to: href('gameResultScreen', { eventId }), label: GAME_LINK_TEXTS.hallScreen, newTab: true },
    { to: href('organizerEventPhotos', { eventId }), label: GAME_LINK_TEXTS.photos },
    { to: href('reviews', { eventId }), label: GAME_LINK_TEXTS.reviews },
    { to: href('eventPage', { eventId }), label: GAME_LINK_TEXTS.eventPage },
  ];
  return (
    <div css={{ display: 'grid', gap: space(4) }}>
      <nav aria-label={GAME_LINK_TEXTS.nav} css={{ display: 'flex', flexWrap: 'wrap', gap: space(4) }}>
        {links.map((l) => (
          <AppLink
            key={l.to}
            href={l.to}
            css={{ color: colors.primary }}
            {...(l.newTab ? { target: '_blank', rel: 'noopener' } : {})}
          >
            {l.label}
          </AppLink>
        ))}
      </nav>
      <LiveResultsShare eventId={eventId} />
    </div>
  );
}

/** The live results' link to share: the address, «Скопировать ссылку» and the QR code of it. */
function LiveResultsShare({ eventId }: { eventId: number }) {
  const url = absolute(href('gameResult', { eventId }));
  return (
    <section
      aria-labelledby="live-results-share"
      css={{ display: 'flex', flexWrap: 'wrap', gap: space(4), alignItems: 'center' }}
    >
      <Suspense fallback={<Skeleton width={QR_SIZE} height={QR_SIZE} />}>
        <QrCode value={url} label={LIVE_SHARE_TEXTS.qrLabel} size={QR_SIZE} />
      </Suspense>
      <div css={{ display: 'grid', gap: space(2), flex: '1 1 240px', justifyItems: 'start' }}>
        <h2 id="live-results-share" css={{ margin: 0, color: colors.primary, fontSize: fontSize.lg }}>
          {LIVE_SHARE_TEXTS.shareTitle}
        </h2>
        <p css={{ margin: 0, color: colors.muted, fontSize: fontSize.sm }}>{LIVE_SHARE_TEXTS.shareHint}</p>
        <a href={url} css={{ color: colors.primary, overflowWrap: 'anywhere' }}>
          {url}
        </a>
        <Button variant="secondary" onClick={() => void copyLink(url)}>
          {LIVE_SHARE_TEXTS.copy}
        </Button>
      </div>
    </section>
  );
}
