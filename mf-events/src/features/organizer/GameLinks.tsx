/**
 * Everything of one game the organizer opens on a game night, on the game's console screen: «Кто
 * придёт», the seating, the scores, the hall screen, the photos, the players' reviews, the public page,
 * and the live results to share — its link with «Скопировать ссылку» and its QR code to show in the hall.
 */
import type { OrganizerEvent } from '@quiz/contract';
import { LIVE_SHARE_TEXTS } from '@quiz/domain';
import { retryableLazy } from '@quiz/federation';
import { href } from '@quiz/routes';
import {
  Button,
  colors,
  copyLink,
  fontSize,
  GameNav,
  type GameNavLink,
  Skeleton,
  space,
  useHydrated,
} from '@quiz/ui';
import { Suspense } from 'react';

// the QR encoder comes with this screen only, in a chunk of its own (no player's page loads it)
const QrCode = retryableLazy(() =>
  import(/* webpackChunkName: "qr-code" */ '@quiz/ui/qr-code').then((m) => ({ default: m.QrCode })),
);

export const GAME_LINK_TEXTS = {
  teams: 'Кто придёт',
  seating: 'Рассадка',
  scores: 'Баллы игры',
  hallScreen: 'Экран в зале',
  photos: 'Фотоотчёт',
  reviews: 'Отзывы игроков',
  eventPage: 'Страница игры',
} as const;

const QR_SIZE = 176;

export function GameLinks({ event }: { event: Pick<OrganizerEvent, 'id'> }) {
  const eventId = event.id;
  const links: GameNavLink[] = [
    { href: href('organizerEventTeams', { eventId }), label: GAME_LINK_TEXTS.teams },
    { href: href('sitting', { eventId }), label: GAME_LINK_TEXTS.seating },
    { href: href('organizerEventScores', { eventId }), label: GAME_LINK_TEXTS.scores },
    // the hall's TV: a window of its own, full screen
    { href: href('gameResultScreen', { eventId }), label: GAME_LINK_TEXTS.hallScreen, newTab: true },
    { href: href('organizerEventPhotos', { eventId }), label: GAME_LINK_TEXTS.photos },
    { href: href('reviews', { eventId }), label: GAME_LINK_TEXTS.reviews },
    { href: href('eventPage', { eventId }), label: GAME_LINK_TEXTS.eventPage },
  ];
  return (
    <div css={{ display: 'grid', gap: space(4) }}>
      <GameNav links={links} />
      <LiveResultsShare eventId={eventId} />
    </div>
  );
}

/**
 * The live results' link to share: the address, «Скопировать ссылку» and the QR code of it. The site's
 * address is the browser's (`window.location.origin`): on the server and while hydrating its markup the
 * link is the path and the QR code a placeholder, alike on both sides; the full address and its code
 * right after.
 */
function LiveResultsShare({ eventId }: { eventId: number }) {
  const hydrated = useHydrated();
  const path = href('gameResult', { eventId });
  const url = hydrated ? `${window.location.origin}${path}` : path;
  const placeholder = <Skeleton width={QR_SIZE} height={QR_SIZE} />;
  return (
    <section
      aria-labelledby="live-results-share"
      css={{ display: 'flex', flexWrap: 'wrap', gap: space(4), alignItems: 'center' }}
    >
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <QrCode value={url} label={LIVE_SHARE_TEXTS.qrLabel} size={QR_SIZE} />
        </Suspense>
      ) : (
        placeholder
      )}
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
