/** Seating (mf-seating, organizers only): the seating of a game, one team's change, the live stream. */
import { endpoint } from '../endpoint';

export const seatingEndpoints = {
  seating: endpoint('GET', '/api/event/:id/seating/', 'organizer'),
  seatTeam: endpoint('PATCH', '/api/event/:id/seating/:eventTeamId/', 'organizer'),
  seatingStream: endpoint('GET', '/api/event/:id/seating_stream/', 'organizer'),
} as const;
