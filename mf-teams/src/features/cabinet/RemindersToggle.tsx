/** «Напоминать об играх»: a switch saved at once; it shows the new state and goes back if refused. */
import { colors, QuizForm } from '@quiz/ui';
import type { FormApi } from 'final-form';
import { toast, toastError } from '../../shared/bus';
import { SavedCheckbox } from '../../shared/SavedCheckbox';
import { useSaveReminders } from './api/reminders';
import { REMINDER_TEXTS, type ReminderPartProps } from './reminders';

interface ToggleValues {
  reminders_enabled: boolean;
}

export function RemindersToggle({ settings }: ReminderPartProps) {
  const { mutateAsync: saveReminders } = useSaveReminders();
  async function save({ reminders_enabled: enabled }: ToggleValues, form: FormApi<ToggleValues>) {
    try {
      await saveReminders(enabled);
      toast(enabled ? REMINDER_TEXTS.on : REMINDER_TEXTS.off, 'success');
    } catch (error) {
      form.change('reminders_enabled', !enabled);
      toastError(error);
    }
    return undefined;
  }
  return (
    <QuizForm<ToggleValues> initialValues={{ reminders_enabled: settings.reminders_enabled }} onSubmit={save}>
      <SavedCheckbox name="reminders_enabled" role="switch" label={REMINDER_TEXTS.toggle} />
      <p css={{ margin: 0, color: colors.muted }}>{REMINDER_TEXTS.toggleHint}</p>
    </QuizForm>
  );
}
