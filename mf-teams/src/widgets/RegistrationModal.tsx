import { parseId, TEAM_TEXTS } from '@quiz/domain';
import type { WidgetBaseProps } from '@quiz/federation';
import { RegistrationForm } from '../features/registration/RegistrationForm';

/**
 * Widget `mf_teams/RegistrationModal`, opened by `widget.open` with `{ eventId }` (event cards,
 * ?regonevent=, the event page). The shell's overlay titles the modal «Регистрация на игру».
 */
export function RegistrationModal({ onClose, eventId }: WidgetBaseProps & { eventId?: unknown }) {
  const id = parseId(eventId);
  return id !== null ? (
    <RegistrationForm eventId={id} onDone={() => onClose?.()} />
  ) : (
    <p>{TEAM_TEXTS.registrationClosed}</p>
  );
}
