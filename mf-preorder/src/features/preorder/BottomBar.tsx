/**
 * SPEC §2 bottom bar: team, game, place, date, time, «Изменить участие» and the cart badge — the one bar
 * of the site's preorder, its cart page and the venue embed.
 *
 * On a phone it is one line (the game, its date and time, a «Подробнее» control and the cart) and opens
 * to the full details on demand: stacked, the five fields took half a 812 px screen with the menu
 * scrolling underneath. On a wider screen every field shows in one row, as before.
 */
import type { Event } from '@quiz/contract';
import { href } from '@quiz/routes';
import {
  Badge,
  Button,
  ChevronDownIcon,
  colors,
  fontSize,
  formatDayMonth,
  formatTime,
  gameTitleOf,
  mq,
  shadow,
  space,
  touchTarget,
} from '@quiz/ui';
import { useId, useState } from 'react';
import { PreorderLink } from '../../shared/env';
import { TEXTS } from '../../shared/texts';

export interface BottomBarProps {
  event: Event;
  teamId: number;
  teamTitle: string | null;
  count: number;
  /** null: no cart for this visitor (the badge is hidden) */
  onCart: (() => void) | null;
}

export function BottomBar({ event, teamId, teamTitle, count, onCart }: BottomBarProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const tz = { timeZone: event.city.timezone };
  const date = formatDayMonth(event.date, tz);
  const time = formatTime(event.date, tz);
  const summary = `${gameTitleOf(event)} · ${date}, ${time}`;
  const fields: [string, string][] = [
    [TEXTS.bar.team, teamTitle ?? '—'],
    [TEXTS.bar.game, gameTitleOf(event)],
    [TEXTS.bar.place, event.place.title],
    [TEXTS.bar.date, date],
    [TEXTS.bar.time, time],
  ];
  return (
    <section
      aria-label={TEXTS.bar.label}
      css={{
        position: 'sticky',
        bottom: 0,
        zIndex: 5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: space(4),
        marginTop: space(6),
        padding: `${space(3)} ${space(4)}`,
        background: colors.surface,
        boxShadow: shadow.modal,
        borderRadius: 12,
        [mq.mobile]: { gap: space(2), padding: `${space(2)} ${space(3)}` },
      }}
    >
      {/* the phone's one line: the game and when, with the control that opens the rest */}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        aria-label={`${TEXTS.bar.more}: ${summary}`}
        onClick={() => setOpen((o) => !o)}
        css={{
          display: 'none',
          [mq.mobile]: { display: 'flex' },
          alignItems: 'center',
          gap: space(2),
          flex: '1 1 0',
          minWidth: 0,
          minHeight: touchTarget,
          padding: 0,
          border: 0,
          background: 'transparent',
          color: colors.text,
          font: 'inherit',
          textAlign: 'left',
          cursor: 'pointer',
          svg: { flex: 'none', transform: `rotate(${open ? 180 : 0}deg)`, transition: 'transform 0.2s' },
        }}
      >
        <span css={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {summary}
        </span>
        <ChevronDownIcon />
      </button>
      <div
        id={detailsId}
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: space(4),
          flex: '1 1 auto',
          minWidth: 0,
          [mq.mobile]: { display: open ? 'flex' : 'none', order: 3, flexBasis: '100%', gap: space(2) },
        }}
      >
        <dl
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: space(4),
            margin: 0,
            flex: 1,
            minWidth: 0,
            [mq.mobile]: { gap: `${space(1)} ${space(4)}` },
          }}
        >
          {fields.map(([term, value]) => (
            <div key={term}>
              <dt css={{ fontSize: fontSize.sm, color: colors.muted }}>{term}</dt>
              <dd css={{ margin: 0, fontWeight: 700 }}>{value}</dd>
            </div>
          ))}
        </dl>
        <PreorderLink to={href('regTeamOnEvent', { eventId: event.id, teamId })}>
          {TEXTS.bar.editParticipation}
        </PreorderLink>
      </div>
      {onCart ? (
        <Button onClick={onCart} aria-label={TEXTS.bar.cartCount(count)} css={{ flex: 'none' }}>
          {TEXTS.bar.cart}{' '}
          <Badge tone="accent" data-testid="cart-badge">
            {count}
          </Badge>
        </Button>
      ) : null}
    </section>
  );
}
