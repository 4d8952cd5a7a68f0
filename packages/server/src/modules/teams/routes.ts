/** Teams and registration calls (SPEC §7 "Teams", the registration calls of "Events"): HTTP → service. */
import { teamsCalls } from '@quiz/contract';
import { normalizePhone } from '@quiz/domain';
import { isCompletePhone } from '@quiz/domain/phone';
import { channelFromEnv } from '../../auth/channels';
import { messageChannelFromEnv } from '../../auth/channels/message';
import { assertLocalClient } from '../../auth/dev-outbox';
import { otpErrorToHttp } from '../../auth/http';
import { otpLimitsFromEnv } from '../../auth/limits';
import { createOtpService } from '../../auth/otp';
import { dbOutbox } from '../../auth/outbox';
import { notFound } from '../../errors';
import { routeCalls } from '../../http/calls';
import { issueToken } from '../../plugins/current-user';
import { createPendingRegistrations, type PendingRegistrations } from './pending-registration';
import { createTeamsServices, type TeamsServices } from './services';

const services = new WeakMap<object, TeamsServices & { pending: PendingRegistrations }>();

/** One set of services per app (its database and settings), created on first use. */
function servicesOf(app: Parameters<Parameters<typeof routeCalls>[1]['eventTeams']>[0]['app']) {
  let s = services.get(app);
  if (!s) {
    // the login route's channel and limits: the form's code is an ordinary login code
    const channel = channelFromEnv(app.settings.env, dbOutbox(app.db));
    const limits = otpLimitsFromEnv(app.settings.env);
    const teams = createTeamsServices({
      db: app.db,
      messages: messageChannelFromEnv(app.settings.env, app.db),
      log: (message, error) => app.log.warn({ err: error }, message),
    });
    s = {
      ...teams,
      pending: createPendingRegistrations({
        db: app.db,
        otp: createOtpService({
          db: app.db,
          channel,
          issueToken: (userId) => issueToken(app.db, userId),
          limits,
        }),
        registration: teams.registration,
      }),
    };
    services.set(app, s);
  }
  return s;
}

export const teamsRoutes = routeCalls(teamsCalls, {
  registerOnUnitedTeam: async ({ app, user, params }) => ({
    event_team: await servicesOf(app).united.registerOnUnited(user, params.id),
  }),
  eventTeamPage: ({ app, user, params }) =>
    servicesOf(app).views.eventTeamPage(user, params.id, params.teamId),
  eventTeams: ({ app, params }) => servicesOf(app).views.eventTeams(params.id),
  eventRegistrationForm: async ({ app, params, body, request, reply }) => {
    try {
      return await servicesOf(app).pending.submit(params.id, body, request.ip);
    } catch (error) {
      throw otpErrorToHttp(error, reply);
    }
  },
  confirmRegistrationForm: async ({ app, params, body, request, reply }) => {
    try {
      return await servicesOf(app).pending.confirm(params.id, body, request.ip);
    } catch (error) {
      throw otpErrorToHttp(error, reply);
    }
  },
  createEventTeam: ({ app, user, body }) => servicesOf(app).registration.createLineup(user, body),
  eventTeam: ({ app, user, params }) => servicesOf(app).lineup.readLineup(user, params.id),
  updateEventTeam: ({ app, user, params, body }) =>
    servicesOf(app).lineup.renameLineup(user, params.id, body.title),
  patchEventTeam: ({ app, user, params, body }) =>
    servicesOf(app).lineup.renameLineup(user, params.id, body.title),
  deleteEventTeam: async ({ app, user, params, request }) => {
    await servicesOf(app).lineup.deleteLineup(user, params.id, request.ip);
    return null;
  },
  createEventPlayer: ({ app, user, body }) => servicesOf(app).roster.createPlayer(user, body),
  updateEventPlayer: ({ app, user, params, body }) =>
    servicesOf(app).roster.updatePlayer(user, params.id, body),
  deleteEventPlayer: async ({ app, user, params }) => {
    await servicesOf(app).roster.deletePlayer(user, params.id);
    return null;
  },
  removeTeamUser: async ({ app, user, params }) => {
    await servicesOf(app).roster.removeTeamUser(user, params.teamId, params.userId);
    return null;
  },
  createTeam: ({ app, user, body }) => servicesOf(app).team.createTeam(user, body.title),
  patchTeam: ({ app, user, params, body }) => servicesOf(app).team.patchTeam(user, params.id, body),
  addTeamPlayer: ({ app, user, params, body, request }) =>
    servicesOf(app).roster.addTeamPlayer(user, params.id, body, isCompletePhone, request.ip),
  teamBySlug: ({ app, user, params }) => servicesOf(app).team.teamBySlug(user, params.slug),
  teamWhatsappChat: ({ app, user, params }) =>
    servicesOf(app).team.whatsappChat(user, params.id, app.settings.publicOrigin),
  userTeams: ({ app, user }) => servicesOf(app).views.userTeams(user),
  userEvents: ({ app, user }) => servicesOf(app).views.userEvents(user),
  devMessages: async ({ app, query, request }) => {
    // the outbox's rule: only with DEV_OUTBOX on, never in production, only to a client on this machine
    if (app.settings.production || !app.settings.devOutbox) throw notFound();
    assertLocalClient(request);
    return app.db
      .selectFrom('dev_messages')
      .select(['phone', 'text', 'send_by', 'created_at'])
      .where('phone', '=', normalizePhone(query.phone))
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
  },
});
