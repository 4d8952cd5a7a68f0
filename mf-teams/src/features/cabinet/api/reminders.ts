/** The reminders switch and the personal calendar feed (`remindersCalls`). */
import { callApi } from '@quiz/api';
import type { ReminderSettings } from '@quiz/contract';

export function loadReminderSettings(signal?: AbortSignal): Promise<ReminderSettings> {
  return callApi('reminderSettings', undefined, { signal });
}

export function saveReminders(enabled: boolean): Promise<ReminderSettings> {
  return callApi('updateReminderSettings', { body: { reminders_enabled: enabled } });
}

/** A new feed address (the old one stops working). */
export function rotateCalendarFeed(): Promise<ReminderSettings> {
  return callApi('rotateCalendarSecret');
}
