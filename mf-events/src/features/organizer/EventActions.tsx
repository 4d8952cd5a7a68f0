/**
 * Postpone (a new date, in the venue city's zone), cancel and restore a scheduled game. Each tells
 * everyone on the game (players, reserve, guests with a phone), so each asks first: the postponement
 * and the cancellation in a dialog with «Причина (необязательно)» (written into their texts; the
 * organizer text rules of @quiz/domain), the restoration of a cancelled game in a confirmation.
 */
import { submissionErrors } from '@quiz/api';
import type { EventUpdateInput, OrganizerEvent } from '@quiz/contract';
import {
  cityTimeToIso,
  eventDateError,
  isoToCityTime,
  ORGANIZER_TEXT_FIELDS,
  organizerTextError,
} from '@quiz/domain';
import {
  Button,
  ConfirmDialog,
  FormError,
  FormTextField,
  Modal,
  QuizForm,
  SubmitButton,
  space,
} from '@quiz/ui';
import { useState } from 'react';
import { useUpdateEvent } from './api/schedule';
import { ErrorText, useApiAction } from './useApiAction';

export const EVENT_ACTION_TEXTS = {
  postpone: 'Перенести',
  postponeTitle: 'Перенести игру',
  newDate: 'Новая дата и время',
  cancel: 'Отменить игру',
  cancelTitle: 'Отменить игру?',
  cancelText:
    'Все зарегистрированные игроки, команды из резерва и гости с телефоном получат сообщение об отмене. Игра останется на сайте с пометкой «Игра отменена», её можно будет вернуть.',
  keep: 'Не отменять',
  restore: 'Вернуть игру',
  restoreTitle: 'Вернуть игру в расписание?',
  restoreText:
    'Игра вернётся в расписание с теми же командами, что были на неё зарегистрированы. Все участники получат сообщение, что игра состоится.',
  keepCancelled: 'Не возвращать',
  reason: 'Причина (необязательно)',
  reasonHint: 'Её прочитают в сообщении все участники игры.',
  postponed: 'Игра перенесена. Участники получат сообщение.',
  cancelled: 'Игра отменена. Участники получат сообщение.',
  restored: 'Игра возвращена в расписание. Участники получат сообщение.',
} as const;

export interface EventActionsProps {
  event: OrganizerEvent;
  /** the move is done (the game in the cache is the server's answer already) */
  onChanged: (event: OrganizerEvent, message: string) => void;
}

/** The optional reason as the API takes it: left out when blank. */
const reasonOf = (reason: string | undefined) => (reason?.trim() ? { reason } : {});
const validateReason = (value: string) => organizerTextError(value, ORGANIZER_TEXT_FIELDS.noticeReason);

function ReasonField() {
  return (
    <FormTextField
      name="reason"
      label={EVENT_ACTION_TEXTS.reason}
      hint={EVENT_ACTION_TEXTS.reasonHint}
      validate={validateReason}
    />
  );
}

export function EventActions({ event, onChanged }: EventActionsProps) {
  if (event.workflow_state === 'cancelled') return <RestoreAction event={event} onChanged={onChanged} />;
  return <ScheduledActions event={event} onChanged={onChanged} />;
}

function ScheduledActions({ event, onChanged }: EventActionsProps) {
  const [postponing, setPostponing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { mutateAsync: updateEvent } = useUpdateEvent(event.id);
  const zone = event.timezone;

  /** Sends the move; done, its dialog closes. A refusal is said in the dialog's form. */
  const move = async (body: EventUpdateInput, close: () => void, message: string) => {
    try {
      const next = await updateEvent(body);
      close();
      onChanged(next, message);
      return undefined;
    } catch (e) {
      return submissionErrors(
        e,
        body.action === 'postpone' ? { date: 'date', reason: 'reason' } : { reason: 'reason' },
      );
    }
  };
  const postpone = ({ date, reason }: { date: string; reason?: string }) =>
    move(
      { action: 'postpone', date: cityTimeToIso(date, zone) ?? date, ...reasonOf(reason) },
      () => setPostponing(false),
      EVENT_ACTION_TEXTS.postponed,
    );
  const cancel = ({ reason }: { reason?: string }) =>
    move({ action: 'cancel', ...reasonOf(reason) }, () => setCancelling(false), EVENT_ACTION_TEXTS.cancelled);

  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
      <Button variant="secondary" onClick={() => setPostponing(true)}>
        {EVENT_ACTION_TEXTS.postpone}
      </Button>
      <Button variant="danger" onClick={() => setCancelling(true)}>
        {EVENT_ACTION_TEXTS.cancel}
      </Button>
      <Modal open={postponing} onOpenChange={setPostponing} title={EVENT_ACTION_TEXTS.postponeTitle}>
        <QuizForm<{ date: string; reason?: string }>
          aria-label={EVENT_ACTION_TEXTS.postponeTitle}
          initialValues={{ date: isoToCityTime(event.date, zone) }}
          onSubmit={postpone}
          css={{ display: 'grid', gap: space(3) }}
        >
          <FormTextField
            name="date"
            type="datetime-local"
            label={EVENT_ACTION_TEXTS.newDate}
            hint={`Время города площадки (${zone})`}
            validate={(v: string) => eventDateError(cityTimeToIso(v ?? '', zone))}
          />
          <ReasonField />
          <FormError />
          <SubmitButton>{EVENT_ACTION_TEXTS.postpone}</SubmitButton>
        </QuizForm>
      </Modal>
      <Modal
        open={cancelling}
        onOpenChange={setCancelling}
        title={EVENT_ACTION_TEXTS.cancelTitle}
        description={EVENT_ACTION_TEXTS.cancelText}
        size="sm"
      >
        <QuizForm<{ reason?: string }>
          aria-label={EVENT_ACTION_TEXTS.cancelTitle}
          initialValues={{}}
          onSubmit={cancel}
          css={{ display: 'grid', gap: space(3) }}
        >
          <ReasonField />
          <FormError />
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), justifyContent: 'flex-end' }}>
            <Button variant="secondary" onClick={() => setCancelling(false)}>
              {EVENT_ACTION_TEXTS.keep}
            </Button>
            <SubmitButton variant="danger">{EVENT_ACTION_TEXTS.cancel}</SubmitButton>
          </div>
        </QuizForm>
      </Modal>
    </div>
  );
}

function RestoreAction({ event, onChanged }: EventActionsProps) {
  const [restoring, setRestoring] = useState(false);
  const { error, run } = useApiAction();
  const { mutateAsync: updateEvent } = useUpdateEvent(event.id);
  const restore = () =>
    run(async () => onChanged(await updateEvent({ action: 'restore' }), EVENT_ACTION_TEXTS.restored));
  return (
    <div css={{ display: 'grid', gap: space(2), justifyItems: 'start' }}>
      <Button variant="secondary" onClick={() => setRestoring(true)}>
        {EVENT_ACTION_TEXTS.restore}
      </Button>
      <ErrorText error={error} css={{ margin: 0 }} />
      <ConfirmDialog
        open={restoring}
        onOpenChange={setRestoring}
        title={EVENT_ACTION_TEXTS.restoreTitle}
        description={EVENT_ACTION_TEXTS.restoreText}
        confirmLabel={EVENT_ACTION_TEXTS.restore}
        cancelLabel={EVENT_ACTION_TEXTS.keepCancelled}
        onConfirm={restore}
      />
    </div>
  );
}
