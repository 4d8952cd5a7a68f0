import type { WidgetBaseProps } from '@quiz/federation';
import { Button, colors, fontSize, fontWeight, space } from '@quiz/ui';

/** Widget `mf_teams/EventTeamPanel` (frame): mounted by other parts through <RemoteParcel> or `widget.open`. */
export function EventTeamPanel({ onClose }: WidgetBaseProps & Record<string, unknown>) {
  return (
    <section aria-label="Команда на игре" css={{ display: 'grid', gap: space(3) }}>
      <h2 css={{ margin: 0, color: colors.primary, fontSize: fontSize.lg, fontWeight: fontWeight.bold }}>
        Команда на игре
      </h2>
      <p css={{ margin: 0, color: colors.muted }}>Раздел в разработке.</p>
      {onClose ? (
        <Button variant="secondary" onClick={onClose}>
          Закрыть
        </Button>
      ) : null}
    </section>
  );
}
