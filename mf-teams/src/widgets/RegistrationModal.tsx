import type { WidgetBaseProps } from '@quiz/federation';
import { SectionFrame } from '@quiz/ui';

/** Widget `mf_teams/RegistrationModal` (frame): mounted by other parts through <RemoteParcel> or `widget.open`. */
export function RegistrationModal({ onClose }: WidgetBaseProps & Record<string, unknown>) {
  return <SectionFrame title="Регистрация на игру" onClose={onClose} />;
}
