/**
 * /game_result/{eventId}/screen: the venue's TV during a game night. Full screen (the shell shows no
 * navbar for this route), type readable across a bar, places and totals only, updating live as the
 * organizer scores; when the teams do not fit, the list steps through them a screenful at a time and
 * starts over. Beside the table, the QR code of the live results page (and its address under it), large
 * enough to scan from a table across the hall, so players follow the results on their phones.
 */
import type { LiveResults } from '@quiz/contract';
import { LIVE_SHARE_TEXTS } from '@quiz/domain';
import { retryableLazy } from '@quiz/federation';
import { href } from '@quiz/routes';
import { formatNumber, space, srOnlyCss } from '@quiz/ui';
import { Suspense, useEffect, useRef } from 'react';
import { usePublicEvent } from '../../shared/api/events';
import { gameTitle, isEventId } from '../../shared/games';
import { useLiveResults } from '../../shared/useLiveResults';

export const BIG_SCREEN_TEXTS = {
  /** the route's title, the start of the page heading for a screen reader (the TV shows the game's title) */
  heading: 'Результаты на экране',
  waiting: 'Скоро здесь появятся результаты',
  scoring: 'Идёт подсчёт',
  published: 'Итоги игры',
  notFound: 'Игра не найдена',
  place: 'Место',
  team: 'Команда',
  total: 'Баллы',
} as const;

// the QR encoder comes with the hall screen only, in a chunk of its own
const QrCode = retryableLazy(() =>
  import(/* webpackChunkName: "qr-code" */ '@quiz/ui/qr-code').then((m) => ({ default: m.QrCode })),
);

/**
 * The QR code's side: 562 px on a 1920 × 1080 screen (bounded by the height, which the heading and the
 * address under it share), some 35 cm on a 55" TV; a 40-character link is 37 modules with the quiet
 * zone, each about 9 mm, which a phone reads from across a bar's hall.
 */
export const HALL_QR_SIDE = 'min(30vw, 52vh)';

/** How long each screenful of teams stays before the list moves on. */
export const PAGE_MS = 6000;

const bigCss = {
  minHeight: '100vh',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  padding: 'clamp(16px, 3vw, 48px)',
  background: '#1B1C4A',
  color: '#FFFFFF',
  fontSize: 'clamp(24px, 3.6vw, 64px)',
  lineHeight: 1.2,
} as const;

const cellCss = { padding: `${space(2)} ${space(4)}`, borderBottom: '2px solid rgba(255,255,255,0.15)' };

/** Steps a scrolling box a screenful down every PAGE_MS, back to the top after the last one. */
function useAutoScroll(box: { current: HTMLElement | null }, rowsCount: number) {
  useEffect(() => {
    if (rowsCount === 0) return;
    const timer = window.setInterval(() => {
      const el = box.current;
      if (!el || el.scrollHeight <= el.clientHeight) return;
      const atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
      const top = atEnd ? 0 : el.scrollTop + el.clientHeight * 0.9;
      if (typeof el.scrollTo === 'function') el.scrollTo({ top, behavior: 'smooth' });
      else el.scrollTop = top;
    }, PAGE_MS);
    return () => window.clearInterval(timer);
  }, [box, rowsCount]);
}

export function BigScreenView({ eventId }: { eventId: number }) {
  const valid = isEventId(eventId);
  const event = usePublicEvent(eventId, valid);
  const { results } = useLiveResults(eventId, valid);
  const rows = results?.rows ?? [];
  const box = useRef<HTMLDivElement | null>(null);
  useAutoScroll(box, rows.length);

  if (!valid || event.data === null) {
    return (
      <div css={bigCss}>
        <h1 css={{ margin: 0, fontSize: '1em' }}>{BIG_SCREEN_TEXTS.notFound}</h1>
      </div>
    );
  }
  const title = event.data ? gameTitle(event.data) : '';
  // the texts name the two states the screen says: «Итоги игры», «Идёт подсчёт»
  const state =
    results?.state === 'published' || results?.state === 'scoring' ? BIG_SCREEN_TEXTS[results.state] : '';
  return (
    <div css={bigCss}>
      <header css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5em', alignItems: 'baseline' }}>
        <h1 css={{ margin: 0, fontSize: '1.1em' }}>
          <span css={srOnlyCss}>{BIG_SCREEN_TEXTS.heading}</span>
          <span css={srOnlyCss}>: </span>
          {title || 'Результаты'}
        </h1>
        {state ? <p css={{ margin: 0, color: '#FFB930', fontSize: '0.7em' }}>{state}</p> : null}
      </header>
      <div css={{ flex: 1, display: 'flex', flexWrap: 'wrap', gap: '0.75em', minHeight: 0 }}>
        <div css={{ flex: '1 1 60%', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {rows.length === 0 ? (
            <p css={{ margin: 'auto', fontSize: '1.2em', textAlign: 'center' }}>{BIG_SCREEN_TEXTS.waiting}</p>
          ) : (
            <ResultsBox box={box} rows={rows} />
          )}
        </div>
        <HallQr eventId={eventId} />
      </div>
    </div>
  );
}

function ResultsBox({ box, rows }: { box: { current: HTMLDivElement | null }; rows: LiveResults['rows'] }) {
  return (
    <div ref={box} css={{ flex: 1, overflow: 'hidden', marginTop: '0.5em', maxHeight: 'calc(100vh - 3em)' }}>
      <table css={{ width: '100%', borderCollapse: 'collapse' }} aria-label="Результаты на экране">
        <thead>
          <tr css={{ fontSize: '0.6em', textAlign: 'left', opacity: 0.8 }}>
            <th scope="col" css={cellCss}>
              {BIG_SCREEN_TEXTS.place}
            </th>
            <th scope="col" css={cellCss}>
              {BIG_SCREEN_TEXTS.team}
            </th>
            <th scope="col" css={{ ...cellCss, textAlign: 'right' }}>
              {BIG_SCREEN_TEXTS.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.team_id ?? row.team_title}`}
              css={{ color: row.rank <= 3 ? '#FFB930' : '#FFFFFF' }}
            >
              <td css={{ ...cellCss, width: '3em', fontWeight: 700 }}>{row.rank}</td>
              <th scope="row" css={{ ...cellCss, textAlign: 'left', fontWeight: 500 }}>
                {row.team_title}
              </th>
              <td css={{ ...cellCss, textAlign: 'right', fontWeight: 700 }}>
                {formatNumber(row.total_score)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The live results page's QR code and its address under it (the page runs in the browser only). */
function HallQr({ eventId }: { eventId: number }) {
  const path = href('gameResult', { eventId });
  const { origin, host } = window.location;
  return (
    <aside
      aria-label={LIVE_SHARE_TEXTS.scan}
      css={{
        flex: 'none',
        alignSelf: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '0.3em',
        maxWidth: `max(${HALL_QR_SIDE}, 30vw)`,
      }}
    >
      <p css={{ margin: 0, fontSize: '0.6em', color: '#FFB930' }}>{LIVE_SHARE_TEXTS.scan}</p>
      <Suspense fallback={<div css={{ width: HALL_QR_SIDE, height: HALL_QR_SIDE }} />}>
        <QrCode
          value={`${origin}${path}`}
          label={LIVE_SHARE_TEXTS.qrLabel}
          size={512}
          displaySize={HALL_QR_SIDE}
          css={{ borderRadius: 12 }}
        />
      </Suspense>
      <p css={{ margin: 0, fontSize: '0.45em', textAlign: 'center', overflowWrap: 'anywhere' }}>
        {host}
        {path}
      </p>
    </aside>
  );
}
