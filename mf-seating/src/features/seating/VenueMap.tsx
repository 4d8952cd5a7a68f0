/**
 * The venue plan (SPEC "С картосхемой"): the furniture (bar, stage, entrance…) and the tables placed on
 * it at their positions (percent of the plan). Picking a table seats the selected team there. The plan
 * keeps its proportions and scales with the width up to 760 px (a 375 px phone shows the whole hall).
 */
import type { SeatingState } from '@quiz/contract';
import { colors, fontSize, radius } from '@quiz/ui';

export interface VenueMapProps {
  state: SeatingState;
  /** called with the table picked on the plan; undefined: the plan is read-only */
  onPick?: (tableId: number) => void;
  disabled?: boolean;
}

export function VenueMap({ state, onPick, disabled = false }: VenueMapProps) {
  return (
    <section
      aria-label={`План зала: ${state.event.place.title}`}
      data-testid="venue-map"
      css={{
        position: 'relative',
        width: '100%',
        maxWidth: 760,
        aspectRatio: '4 / 3',
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radius.card,
        overflow: 'hidden',
      }}
    >
      {state.event.place.furniture.map((f) => (
        <div
          key={`${f.kind}-${f.x}-${f.y}`}
          aria-hidden="true"
          css={{
            position: 'absolute',
            left: `${f.x}%`,
            top: `${f.y}%`,
            width: `${f.w}%`,
            height: `${f.h}%`,
            minHeight: 12,
            background: colors.grey[200],
            color: colors.muted,
            fontSize: fontSize.xs,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 4,
            overflow: 'hidden',
            whiteSpace: 'nowrap',
          }}
        >
          {f.title}
        </div>
      ))}
      {state.tables.map((t) => {
        const full = t.free === 0;
        return (
          <button
            key={t.id}
            type="button"
            data-testid="map-table"
            aria-label={`${t.title}, свободно ${t.free} из ${t.max_capacity}`}
            disabled={disabled || !onPick}
            onClick={() => onPick?.(t.id)}
            css={{
              position: 'absolute',
              left: `${t.x}%`,
              top: `${t.y}%`,
              width: '13%',
              minWidth: 44,
              minHeight: 44,
              aspectRatio: '1',
              borderRadius: '50%',
              border: `2px solid ${full ? colors.danger : colors.primary}`,
              background: t.occupied ? colors.primarySoft : colors.surface,
              color: colors.text,
              fontSize: fontSize.xs,
              lineHeight: 1.1,
              padding: 2,
              cursor: onPick && !disabled ? 'pointer' : 'default',
              display: 'grid',
              placeContent: 'center',
              '&:disabled': { opacity: 1 },
            }}
          >
            <span>{t.title.replace('Стол ', '№')}</span>
            <strong>{t.free}</strong>
          </button>
        );
      })}
    </section>
  );
}
