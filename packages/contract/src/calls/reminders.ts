/**
 * Reminders and calendars.
 * - `user/reminders/`: whether the player gets reminders 24 h and 2 h before a registered game, and
 *   the path of the personal calendar feed (null until made).
 * - `user/calendar_secret/`: makes a new feed secret (the old feed URL stops working).
 * - `event/{id}/calendar.ics`: one game as an iCalendar file; `calendar/{secret}/feed.ics`: every open
 *   game the player is registered for.
 * - `health/jobs/`: pending (waiting or running) and failed jobs of the job queue.
 */
import { z } from 'zod';
import { defineCalls } from '../define-call';
import { remindersEndpoints } from '../endpoints/reminders';
import { EventIdParams } from './events';

export const ReminderSettings = z.object({
  reminders_enabled: z.boolean(),
  /** `/api/calendar/<secret>/feed.ics`, or null until the player makes one */
  calendar_feed: z.string().nullable(),
});
export type ReminderSettings = z.infer<typeof ReminderSettings>;

export const ReminderSettingsUpdate = z.strictObject({ reminders_enabled: z.boolean() });
export type ReminderSettingsUpdate = z.infer<typeof ReminderSettingsUpdate>;

/** 32 lowercase hex characters. */
export const CalendarSecretParams = z.object({
  secret: z.string().regex(/^[0-9a-f]{32}$/, 'Ссылка на календарь недействительна.'),
});
export type CalendarSecretParams = z.infer<typeof CalendarSecretParams>;

export const JobsHealth = z.object({ pending: z.number().int(), failed: z.number().int() });
export type JobsHealth = z.infer<typeof JobsHealth>;

export const remindersCalls = defineCalls('reminders', remindersEndpoints, {
  reminderSettings: {
    summary: 'Напоминания об играх и ссылка на личный календарь',
    response: ReminderSettings,
  },
  updateReminderSettings: {
    summary: 'Включить или выключить напоминания об играх',
    body: ReminderSettingsUpdate,
    response: ReminderSettings,
  },
  rotateCalendarSecret: {
    summary: 'Новая ссылка на личный календарь (старая перестаёт работать)',
    response: ReminderSettings,
  },
  eventCalendar: {
    summary: 'Игра в формате iCalendar (.ics)',
    params: EventIdParams,
    response: z.string(),
  },
  personalCalendar: {
    summary: 'Личный календарь: все игры, на которые зарегистрирован игрок (.ics)',
    params: CalendarSecretParams,
    response: z.string(),
  },
  jobsHealth: {
    summary: 'Очередь задач: ожидающие и неудавшиеся задачи',
    response: JobsHealth,
  },
});
