/**
 * The teams services as `app.teams` (registration, lineups, rosters, teams, united games, read models,
 * and `pending`: the anonymous registration form, confirmed with a login code of `app.otp`), built once.
 */
import fp from 'fastify-plugin';
import { messageChannelFromEnv } from '../../auth/channels/message';
import { createPendingRegistrations, type PendingRegistrations } from './pending-registration';
import { createTeamsServices, type TeamsServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    teams: TeamsServices & { pending: PendingRegistrations };
  }
}

export const teamsPlugin = fp(
  async (app) => {
    const teams = createTeamsServices({
      db: app.db,
      messages: messageChannelFromEnv(app.settings.env, app.db),
      log: (message, error) => app.log.warn({ err: error }, message),
    });
    const pending = createPendingRegistrations({
      db: app.db,
      otp: app.otp,
      registration: teams.registration,
    });
    app.decorate('teams', { ...teams, pending });
  },
  { name: 'teams', fastify: '5.x', dependencies: ['otp'] },
);
