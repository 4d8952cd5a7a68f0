/** The cabinet's service as `app.profile`, built once; its avatar decoding thread stops with the app. */
import fp from 'fastify-plugin';
import { createAvatarThumbnailer } from '../../media/avatar';
import { createProfileService, type ProfileService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** the personal cabinet: profile, phone change, avatars (./service.ts) */
    profile: ProfileService;
  }
}

export const profilePlugin = fp(
  async (app) => {
    const avatars = createAvatarThumbnailer();
    app.addHook('onClose', async () => avatars.close());
    app.decorate('profile', createProfileService({ db: app.db, avatars, ...app.loginCodes }));
  },
  { name: 'profile', fastify: '5.x', dependencies: ['otp'] },
);
