/** The platform itself: the health of the server and of the remote registry it serves; its readiness. */
import { endpoint } from '../endpoint';

export const platformEndpoints = {
  health: endpoint('GET', '/api/health'),
  ready: endpoint('GET', '/api/ready'),
} as const;
