/** Teams and registration calls (SPEC §7 "Teams", the registration calls of "Events"): HTTP → `app.teams`. */
import { teamsCalls } from '@quiz/contract';
import { normalizePhone } from '@quiz/domain';
import { isCompletePhone } from '@quiz/domain/phone';
import { assertLocalClient } from '../../auth/dev-outbox';
import { answerOtpErrors } from '../../auth/http';
import { notFound } from '../../errors';
import { routeCalls } from '../../http/calls';

export const teamsRoutes = routeCalls(teamsCalls, {
  registerOnUnitedTeam: async ({ app, user, params }) => ({
    event_team: await app.teams.united.registerOnUnited(user, params.id),
  }),
  eventTeamPage: ({ app, user, params }) => app.teams.views.eventTeamPage(user, params.id, params.teamId),
  eventTeams: ({ app, params }) => app.teams.views.eventTeams(params.id),
  eventRegistrationForm: ({ app, params, body, request, reply }) =>
    answerOtpErrors(reply, () => app.teams.pending.submit(params.id, body, request.ip)),
  confirmRegistrationForm: ({ app, params, body, request, reply }) =>
    answerOtpErrors(reply, () => app.teams.pending.confirm(params.id, body, request.ip)),
  createEventTeam: ({ app, user, body }) => app.teams.registration.createLineup(user, body),
  eventTeam: ({ app, user, params }) => app.teams.lineup.readLineup(user, params.id),
  updateEventTeam: ({ app, user, params, body }) =>
    app.teams.lineup.renameLineup(user, params.id, body.title),
  patchEventTeam: ({ app, user, params, body }) => app.teams.lineup.renameLineup(user, params.id, body.title),
  deleteEventTeam: ({ app, user, params, request }) =>
    app.teams.lineup.deleteLineup(user, params.id, request.ip),
  createEventPlayer: ({ app, user, body }) => app.teams.roster.createPlayer(user, body),
  updateEventPlayer: ({ app, user, params, body }) => app.teams.roster.updatePlayer(user, params.id, body),
  deleteEventPlayer: ({ app, user, params }) => app.teams.roster.deletePlayer(user, params.id),
  removeTeamUser: ({ app, user, params }) =>
    app.teams.roster.removeTeamUser(user, params.teamId, params.userId),
  createTeam: ({ app, user, body }) => app.teams.team.createTeam(user, body.title),
  patchTeam: ({ app, user, params, body }) => app.teams.team.patchTeam(user, params.id, body),
  addTeamPlayer: ({ app, user, params, body, request }) =>
    app.teams.roster.addTeamPlayer(user, params.id, body, isCompletePhone, request.ip),
  teamBySlug: ({ app, user, params }) => app.teams.team.teamBySlug(user, params.slug),
  teamWhatsappChat: ({ app, user, params }) =>
    app.teams.team.whatsappChat(user, params.id, app.settings.publicOrigin),
  userTeams: ({ app, user }) => app.teams.views.userTeams(user),
  userEvents: ({ app, user }) => app.teams.views.userEvents(user),
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
