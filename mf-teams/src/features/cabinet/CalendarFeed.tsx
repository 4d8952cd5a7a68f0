/**
 * The personal feed link: made on first ask («Получить ссылку»), copied, or replaced by a new one
 * («Сменить ссылку», asked first). A form whose submit asks the server for a new address.
 */
import { Button, ConfirmDialog, colors, copyLink, QuizForm, SubmitButton, space, TextField } from '@quiz/ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { toast, toastError } from '../../shared/bus';
import { useRotateCalendarFeed } from './api/reminders';
import { feedUrl, REMINDER_TEXTS, type ReminderPartProps } from './reminders';

export function CalendarFeed({ settings }: ReminderPartProps) {
  const { mutateAsync: rotateCalendarFeed } = useRotateCalendarFeed();
  async function rotate() {
    try {
      await rotateCalendarFeed(undefined);
      return undefined;
    } catch (error) {
      toastError(error);
      return { [FORM_ERROR]: 'refused' };
    }
  }
  const url = settings.calendar_feed ? feedUrl(settings.calendar_feed) : null;
  return (
    <QuizForm
      aria-label={REMINDER_TEXTS.feedTitle}
      css={{ display: 'grid', gap: space(2) }}
      onSubmit={rotate}
    >
      <h3 css={{ margin: 0, fontSize: 'inherit' }}>{REMINDER_TEXTS.feedTitle}</h3>
      <p css={{ margin: 0, color: colors.muted }}>{REMINDER_TEXTS.feedText}</p>
      {url ? (
        <FeedLink url={url} />
      ) : (
        <SubmitButton variant="secondary" css={{ justifySelf: 'start' }}>
          {REMINDER_TEXTS.feedCreate}
        </SubmitButton>
      )}
    </QuizForm>
  );
}

/** The address, «Скопировать», and «Сменить ссылку» that submits the form once confirmed. */
function FeedLink({ url }: { url: string }) {
  const form = useForm();
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <TextField
        label={REMINDER_TEXTS.feedLabel}
        value={url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
      />
      <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
        <Button variant="secondary" onClick={() => void copyLink(url)}>
          {REMINDER_TEXTS.copy}
        </Button>
        <Button variant="ghost" loading={submitting} onClick={() => setConfirming(true)}>
          {REMINDER_TEXTS.rotate}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={REMINDER_TEXTS.rotateConfirm}
        description={REMINDER_TEXTS.rotateText}
        confirmLabel={REMINDER_TEXTS.rotateYes}
        danger
        onConfirm={async () => {
          const refused = await form.submit();
          if (!refused) toast(REMINDER_TEXTS.rotated, 'success');
        }}
      />
    </>
  );
}
