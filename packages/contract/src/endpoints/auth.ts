/** Login and the current user (shell): code by phone, token, logout, user, rename; the client log sink. */
import { endpoint } from '../endpoint';

export const authEndpoints = {
  createUser: endpoint('POST', '/api/create_user/'),
  validateCode: endpoint('POST', '/api/validate/'),
  /** revokes the token it is sent with; public so that a stale token still gets its 204 */
  logout: endpoint('POST', '/api/logout/'),
  /** revokes every token of the user; public like logout (204 also without a valid token) */
  logoutAll: endpoint('POST', '/api/logout_all/'),
} as const;

export const userEndpoints = {
  /** public: answers 401 without a token and 403 for an unknown one itself (SPEC §4) */
  userDetail: endpoint('GET', '/api/user_detail/'),
  updateUser: endpoint('PUT', '/api/user/', 'user'),
  renameUser: endpoint('PATCH', '/api/user/:id/name/', 'user', { also: ['PUT'] }),
} as const;

export const logEndpoints = {
  log: endpoint('POST', '/api/log/'),
} as const;

/** Development only: the latest login code sent to a phone (never registered in production). */
export const devEndpoints = {
  devOutbox: endpoint('GET', '/api/dev/outbox'),
} as const;
