/** HTTP of reminders and calendars: handlers only map HTTP to the service and the .ics maker. */
import { randomBytes } from 'node:crypto';
import { fillPath, type ReminderSettings, remindersCalls } from '@quiz/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { notFound, orNotFound } from '../../errors';
import { routeCalls } from '../../http/calls';
import { seesServerDetails } from '../../local-client';
import { gamesToIcs } from '../calendar/ics';
import { JobQueue } from './queue';
import * as repo from './repository';
import { calendarGame } from './service';

async function settings(db: Db, userId: number): Promise<ReminderSettings> {
  const row = await repo.userSettings(db, userId);
  return {
    reminders_enabled: row.reminders_enabled === 1,
    calendar_feed: row.calendar_secret
      ? fillPath(remindersCalls.personalCalendar.path, { secret: row.calendar_secret })
      : null,
  };
}

/**
 * The .ics file of `games` as they stand (cancelled or not, at their revision), with links to the site's
 * configured origin (never the request's Host header).
 */
function calendarFile(
  request: FastifyRequest,
  reply: FastifyReply,
  games: readonly repo.CalendarRow[],
  file: { name: string; filename: string },
): string {
  const base = request.server.settings.publicOrigin;
  const ics = gamesToIcs(
    games.map((row) => ({
      ...calendarGame(row, base),
      eventId: row.event_id,
      sequence: row.revision,
      cancelled: row.workflow_state === 'cancelled',
    })),
    { host: new URL(base).hostname, name: file.name },
  );
  reply.type('text/calendar; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${file.filename}"`);
  return ics;
}

export const reminderRoutes = routeCalls(remindersCalls, {
  reminderSettings: ({ db, user }) => settings(db, user.id),
  updateReminderSettings: async ({ db, user, body }) => {
    await repo.setReminderSettings(db, user.id, { reminders_enabled: body.reminders_enabled ? 1 : 0 });
    return settings(db, user.id);
  },
  rotateCalendarSecret: async ({ db, user }) => {
    await repo.setReminderSettings(db, user.id, { calendar_secret: randomBytes(16).toString('hex') });
    return settings(db, user.id);
  },
  eventCalendar: async ({ db, params, request, reply }) => {
    const row = orNotFound(await repo.eventForCalendar(db, params.id), 'Игра не найдена.');
    return calendarFile(request, reply, [row], { name: 'Квиз', filename: `quiz-${row.event_id}.ics` });
  },
  personalCalendar: async ({ db, params, request, reply }) => {
    const owner = orNotFound(
      await repo.userByCalendarSecret(db, params.secret),
      'Ссылка на календарь недействительна.',
    );
    // games of the last day too, so a game being played stays in the feed
    const from = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const games = await repo.gamesOfUser(db, owner.id, from);
    return calendarFile(request, reply, games, { name: 'Мои игры — Квиз', filename: 'quiz.ics' });
  },
  // the job counts are the server's details: this machine or METRICS_TOKEN only (like /api/health's)
  jobsHealth: ({ db, request }) => {
    if (!seesServerDetails(request)) throw notFound();
    return new JobQueue(db).counts();
  },
});
