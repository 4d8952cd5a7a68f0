/** Postpone (a new date, in the venue city's zone) and cancel (after a confirmation) a scheduled game. */
import { formatApiError, submissionErrors } from '@quiz/api';
import type { OrganizerEvent } from '@quiz/contract';
import { cityTimeToIso, eventDateError, isoToCityTime } from '@quiz/domain';
import {
  Button,
  ConfirmDialog,
  colors,
  FormError,
  FormTextField,
  Modal,
  QuizForm,
  SubmitButton,
  space,
} from '@quiz/ui';
import { useState } from 'react';
import { updateEvent } from './api/events';

export interface EventActionsProps {
  event: OrganizerEvent;
  onChanged: (event: OrganizerEvent, message: string) => void;
}

export function EventActions({ event, onChanged }: EventActionsProps) {
  const [postponing, setPostponing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const zone = event.timezone;

  const postpone = async ({ date }: { date: string }) => {
    try {
      const iso = cityTimeToIso(date, zone) ?? date;
      const next = await updateEvent(event.id, { action: 'postpone', date: iso });
      setPostponing(false);
      onChanged(next, 'Игра перенесена. Капитаны получат сообщение.');
      return undefined;
    } catch (e) {
      return submissionErrors(e, { date: 'date' });
    }
  };
  const cancel = async () => {
    setError(null);
    try {
      const next = await updateEvent(event.id, { action: 'cancel' });
      onChanged(next, 'Игра отменена. Капитаны получат сообщение.');
    } catch (e) {
      setError(formatApiError(e));
    }
  };

  return (
    <div css={{ display: 'grid', gap: space(2) }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
        <Button variant="secondary" onClick={() => setPostponing(true)}>
          Перенести
        </Button>
        <Button variant="danger" onClick={() => setCancelling(true)}>
          Отменить игру
        </Button>
      </div>
      {error ? (
        <p role="alert" css={{ margin: 0, color: colors.danger }}>
          {error}
        </p>
      ) : null}
      <Modal open={postponing} onOpenChange={setPostponing} title="Перенести игру">
        <QuizForm<{ date: string }>
          aria-label="Перенести игру"
          initialValues={{ date: isoToCityTime(event.date, zone) }}
          onSubmit={postpone}
        >
          <FormTextField
            name="date"
            type="datetime-local"
            label="Новая дата и время"
            hint={`Время города площадки (${zone})`}
            validate={(v: string) => eventDateError(cityTimeToIso(v ?? '', zone))}
          />
          <FormError />
          <SubmitButton>Перенести</SubmitButton>
        </QuizForm>
      </Modal>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Отменить игру?"
        description="Зарегистрированные капитаны получат сообщение об отмене, игра пропадёт с главной."
        confirmLabel="Отменить игру"
        cancelLabel="Не отменять"
        danger
        onConfirm={cancel}
      />
    </div>
  );
}
