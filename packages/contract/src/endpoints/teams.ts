/** Teams and registration (mf-teams): registering a team for a game, rosters, teams, invites, the cabinet. */
import { endpoint } from '../endpoint';

export const teamsEndpoints = {
  registerOnUnitedTeam: endpoint('POST', '/api/event/:id/register_on_united_team/', 'user'),
  eventTeamPage: endpoint('GET', '/api/event/:id/team/:teamId/', 'user'),
  eventTeams: endpoint('GET', '/api/event/:id/team'),
  eventRegistrationForm: endpoint('POST', '/api/event_registration_form/:id/'),
  confirmRegistrationForm: endpoint('POST', '/api/event_registration_form/:id/confirm/'),
  createEventTeam: endpoint('POST', '/api/event_team/', 'user'),
  eventTeam: endpoint('GET', '/api/event_team/:id/', 'user'),
  updateEventTeam: endpoint('PUT', '/api/event_team/:id/', 'user'),
  patchEventTeam: endpoint('PATCH', '/api/event_team/:id/', 'user'),
  deleteEventTeam: endpoint('DELETE', '/api/event_team/:id/', 'user'),
  createEventPlayer: endpoint('POST', '/api/event_player/', 'user'),
  updateEventPlayer: endpoint('PUT', '/api/event_player/:id/', 'user'),
  deleteEventPlayer: endpoint('DELETE', '/api/event_player/:id/', 'user'),
  removeTeamUser: endpoint('DELETE', '/api/team/:teamId/user/:userId/', 'user'),
  createTeam: endpoint('POST', '/api/team/', 'user'),
  patchTeam: endpoint('PATCH', '/api/team/:id/', 'user'),
  addTeamPlayer: endpoint('POST', '/api/team/:id/new_player/', 'user'),
  teamBySlug: endpoint('GET', '/api/team_by_slug/:slug/', 'user'),
  teamWhatsappChat: endpoint('GET', '/api/team/:id/create_whatsapp_chat', 'user'),
  userTeams: endpoint('GET', '/api/user/teams', 'user'),
  userEvents: endpoint('GET', '/api/user/events', 'user'),
  devMessages: endpoint('GET', '/api/dev/messages'),
} as const;
