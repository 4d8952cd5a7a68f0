import type { WidgetBaseProps } from '@quiz/federation';
import { SectionFrame } from '@quiz/ui';

/** Widget `mf_teams/EventTeamPanel` (frame): mounted by other parts through <RemoteParcel> or `widget.open`. */
export function EventTeamPanel({ onClose }: WidgetBaseProps & Record<string, unknown>) {
  return <SectionFrame title="Команда на игре" onClose={onClose} />;
}
