/** SPEC §2 bottom bar: team, game, place, date, time, «Изменить участие» and the cart badge. */
import type { Event } from '@quiz/contract';
import { href } from '@quiz/routes';
import { Badge, Button, colors, fontSize, formatDayMonth, formatTime, shadow, space } from '@quiz/ui';
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

export function gameTitle(event: Event): string {
  return event.postfix ? `${event.game.theme.title} ${event.postfix}` : event.game.theme.title;
}

export function BottomBar({ event, teamId, teamTitle, count, onCart }: BottomBarProps) {
  const tz = { timeZone: event.city.timezone };
  const fields: [string, string][] = [
    [TEXTS.bar.team, teamTitle ?? '—'],
    [TEXTS.bar.game, gameTitle(event)],
    [TEXTS.bar.place, event.place.title],
    [TEXTS.bar.date, formatDayMonth(event.date, tz)],
    [TEXTS.bar.time, formatTime(event.date, tz)],
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
      }}
    >
      <dl css={{ display: 'flex', flexWrap: 'wrap', gap: space(4), margin: 0, flex: 1, minWidth: 0 }}>
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
      {onCart ? (
        <Button onClick={onCart} aria-label={TEXTS.bar.cartCount(count)}>
          {TEXTS.bar.cart}{' '}
          <Badge tone="accent" data-testid="cart-badge">
            {count}
          </Badge>
        </Button>
      ) : null}
    </section>
  );
}
