/** The personal cabinet (mf-teams `/cabinet`): profile edit with avatar, phone change by code, avatars. */
import { endpoint } from '../endpoint';

export const profileEndpoints = {
  /** multipart form: first_name, phone, avatar (file), is_legionary — any subset */
  updateProfile: endpoint('PATCH', '/api/user/update/', 'user'),
  confirmPhone: endpoint('POST', '/api/user/update/phone_confirm/', 'user'),
  /** the stored thumbnail; `users.avatar` carries this URL with a version query, clients never call it */
  userAvatar: endpoint('GET', '/api/user/:id/avatar/'),
} as const;
