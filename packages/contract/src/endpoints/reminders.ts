/** Reminders and calendars: the user's reminder switch, calendar files and feed, job counts. */
import { endpoint } from '../endpoint';

export const remindersEndpoints = {
  reminderSettings: endpoint('GET', '/api/user/reminders/', 'user'),
  updateReminderSettings: endpoint('PATCH', '/api/user/reminders/', 'user'),
  rotateCalendarSecret: endpoint('POST', '/api/user/calendar_secret/', 'user'),
  eventCalendar: endpoint('GET', '/api/event/:id/calendar.ics'),
  personalCalendar: endpoint('GET', '/api/calendar/:secret/feed.ics'),
  jobsHealth: endpoint('GET', '/api/health/jobs/'),
} as const;
