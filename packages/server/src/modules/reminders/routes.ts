/** HTTP of reminders and calendars: handlers only map HTTP to the service and the .ics maker. */
import { randomBytes } from 'node:crypto';
import { fillPath, type ReminderSettings, remindersCalls } from '@quiz/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { notFound } from '../../errors';
import { routeCalls } from '../../http/calls';
import { seesServerDetails } from '../../local-client';
import { gamesToIcs, type IcsGame } from '../calendar/ics';
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

/** The site's configured origin (never the request's Host header). */
function origin(request: FastifyRequest): string {
  return request.server.settings.publicOrigin;
}

/** A game as its .ics entry shows it: cancelled or not, at its revision. */
function icsGame(row: Parameters<typeof calendarGame>[0], base: string): IcsGame {
  return {
    ...calendarGame(row, base),
    eventId: row.event_id,
    sequence: row.revision,
    cancelled: row.workflow_state === 'cancelled',
  };
}

function sendIcs(reply: FastifyReply, body: string, filename: string): string {
  reply.type('text/calendar; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  return body;
}

export const reminderRoutes = routeCalls(remindersCalls, {
  reminderSettings: ({ db, user }) => settings(db, user.id),
  updateReminderSettings: async ({ db, user, body }) => {
    await repo.setRemindersEnabled(db, user.id, body.reminders_enabled);
    return settings(db, user.id);
  },
  rotateCalendarSecret: async ({ db, user }) => {
    await repo.setCalendarSecret(db, user.id, randomBytes(16).toString('hex'));
    return settings(db, user.id);
  },
  eventCalendar: async ({ db, params, request, reply }) => {
    const row = await repo.eventForCalendar(db, params.id);
    if (!row) throw notFound('Игра не найдена.');
    const base = origin(request);
    const ics = gamesToIcs([icsGame(row, base)], {
      host: new URL(base).hostname,
      name: 'Квиз',
    });
    return sendIcs(reply, ics, `quiz-${row.event_id}.ics`);
  },
  personalCalendar: async ({ db, params, request, reply }) => {
    const owner = await repo.userByCalendarSecret(db, params.secret);
    if (!owner) throw notFound('Ссылка на календарь недействительна.');
    const base = origin(request);
    // games of the last day too, so a game being played stays in the feed
    const from = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const games = await repo.gamesOfUser(db, owner.id, from);
    const ics = gamesToIcs(
      games.map((g) => icsGame(g, base)),
      { host: new URL(base).hostname, name: 'Мои игры — Квиз' },
    );
    return sendIcs(reply, ics, 'quiz.ics');
  },
  // the job counts are the server's details: this machine or METRICS_TOKEN only (like /api/health's)
  jobsHealth: ({ db, request }) => {
    if (!seesServerDetails(request)) throw notFound();
    return new JobQueue(db).counts();
  },
});
