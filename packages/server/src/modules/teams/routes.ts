/** Teams and registration calls (SPEC §7 "Teams", the registration calls of "Events"): HTTP → service. */
import { type SendBy, teamsCalls } from '@quiz/contract';
import { normalizePhone } from '@quiz/domain';
import { isCompletePhone } from '@quiz/domain/phone';
import { channelFromEnv } from '../../auth/channels';
import { messageChannelFromEnv } from '../../auth/channels/message';
import { isLocalClient } from '../../auth/dev-outbox';
import { otpLimitsFromEnv } from '../../auth/limits';
import { createOtpService } from '../../auth/otp';
import { OtpError } from '../../auth/otp-errors';
import { dbOutbox } from '../../auth/outbox';
import { notFound } from '../../errors';
import { routeCalls } from '../../http/calls';
import { issueToken } from '../../plugins/current-user';
import { createTeamsService, type TeamsService } from './service';

const services = new WeakMap<object, { teams: TeamsService; otp: ReturnType<typeof createOtpService> }>();

/** One service per app (its database and dialect), created on first use. */
function servicesOf(app: Parameters<Parameters<typeof routeCalls>[1]['eventTeams']>[0]['app']) {
  let s = services.get(app);
  if (!s) {
    const outbox = dbOutbox(app.db);
    s = {
      teams: createTeamsService({
        db: app.db,
        dialect: app.settings.dialect,
        messages: messageChannelFromEnv(process.env, app.db),
        log: (message, error) => app.log.warn({ err: error }, message),
      }),
      otp: createOtpService({
        db: app.db,
        channel: channelFromEnv(process.env, outbox),
        issueToken: (userId) => issueToken(app.db, userId),
        limits: otpLimitsFromEnv(process.env),
      }),
    };
    services.set(app, s);
  }
  return s;
}

export const teamsRoutes = routeCalls(teamsCalls, {
  registerOnUnitedTeam: async ({ app, user, params }) => ({
    event_team: await servicesOf(app).teams.registerOnUnited(user, params.id),
  }),
  eventTeamPage: ({ app, user, params }) =>
    servicesOf(app).teams.eventTeamPage(user, params.id, params.teamId),
  eventTeams: ({ app, params }) => servicesOf(app).teams.eventTeams(params.id),
  eventRegistrationForm: async ({ app, params, body, request }) => {
    const { teams, otp } = servicesOf(app);
    const registered = await teams.registerAnonymous(params.id, body);
    let sent: { sent: boolean; send_by: SendBy };
    try {
      const result = await otp.sendCode({ phone: registered.phone, name: body.name, ip: request.ip });
      sent = { sent: true, send_by: result.send_by };
    } catch (error) {
      if (!(error instanceof OtpError)) throw error;
      // registered all the same; the code step offers to resend when the timer allows
      sent = { sent: false, send_by: channelFromEnv(process.env, dbOutbox(app.db)).name };
    }
    return {
      send_auth_code: sent,
      event_team: { id: registered.lineupId, team: { id: registered.teamId }, status: registered.status },
    };
  },
  createEventTeam: ({ app, user, body }) => servicesOf(app).teams.createLineup(user, body),
  eventTeam: ({ app, user, params }) => servicesOf(app).teams.readLineup(user, params.id),
  updateEventTeam: ({ app, user, params, body }) =>
    servicesOf(app).teams.renameLineup(user, params.id, body.title),
  patchEventTeam: ({ app, user, params, body }) =>
    servicesOf(app).teams.renameLineup(user, params.id, body.title),
  deleteEventTeam: async ({ app, user, params }) => {
    await servicesOf(app).teams.deleteLineup(user, params.id);
    return null;
  },
  createEventPlayer: ({ app, user, body }) => servicesOf(app).teams.createPlayer(user, body),
  updateEventPlayer: ({ app, user, params, body }) =>
    servicesOf(app).teams.updatePlayer(user, params.id, body),
  deleteEventPlayer: async ({ app, user, params }) => {
    await servicesOf(app).teams.deletePlayer(user, params.id);
    return null;
  },
  removeTeamUser: async ({ app, user, params }) => {
    await servicesOf(app).teams.removeTeamUser(user, params.teamId, params.userId);
    return null;
  },
  createTeam: ({ app, user, body }) => servicesOf(app).teams.createTeam(user, body.title),
  patchTeam: ({ app, user, params, body }) => servicesOf(app).teams.patchTeam(user, params.id, body),
  addTeamPlayer: ({ app, user, params, body }) =>
    servicesOf(app).teams.addTeamPlayer(user, params.id, body, isCompletePhone),
  teamBySlug: ({ app, params }) => servicesOf(app).teams.teamBySlug(params.slug),
  teamWhatsappChat: ({ app, user, params }) =>
    servicesOf(app).teams.whatsappChat(user, params.id, app.settings.publicOrigin),
  userTeams: ({ app, user }) => servicesOf(app).teams.userTeams(user),
  userEvents: ({ app, user }) => servicesOf(app).teams.userEvents(user),
  devMessages: async ({ app, query, request }) => {
    // the outbox's rule: only with DEV_OUTBOX on, never in production, only to a client on this machine
    if (app.settings.production || !app.settings.devOutbox || !isLocalClient(request)) throw notFound();
    return app.db
      .selectFrom('dev_messages')
      .select(['phone', 'text', 'send_by', 'created_at'])
      .where('phone', '=', normalizePhone(query.phone))
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
  },
});
