/** The platform itself: the health of the server and of the remote registry it serves. */
import { endpoint } from '../endpoint';

export const platformEndpoints = {
  health: endpoint('GET', '/api/health'),
} as const;
