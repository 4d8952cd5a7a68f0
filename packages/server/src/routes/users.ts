/**
 * The current user (SPEC §7): GET /api/user_detail/, PUT /api/user/ {first_name},
 * PUT|PATCH /api/user/{id}/name/ {first_name} (only oneself).
 * user_detail answers 401 without a token and 403 for a token that names nobody (SPEC §4: the
 * client clears it); the other calls answer 401 for both, so the client logs out.
 */
import {
  DetailError,
  ERROR_TEXTS,
  ErrorBody,
  UpdateUserBody,
  UpdateUserResponse,
  UserDetailResponse,
  UserNameParams,
} from '@quiz/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadUserView } from '../auth/user-view';
import { forbidden, notFound, unauthorized } from '../errors';
import { requireUser } from '../plugins/current-user';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  async function view(userId: number) {
    const user = await loadUserView(app.db, userId);
    if (!user) throw notFound();
    return user;
  }

  async function rename(userId: number, firstName: string) {
    await app.db.updateTable('users').set({ first_name: firstName }).where('id', '=', userId).execute();
    return view(userId);
  }

  app.get(
    '/api/user_detail/',
    {
      schema: {
        tags: ['user'],
        summary: 'Текущий пользователь',
        security: [{ token: [] }],
        response: { 200: UserDetailResponse, 401: DetailError, 403: DetailError },
      },
    },
    async (request) => {
      if (!request.currentUser)
        throw request.tokenInvalid ? forbidden(ERROR_TEXTS.invalidToken) : unauthorized();
      return view(request.currentUser.id);
    },
  );

  app.put(
    '/api/user/',
    {
      schema: {
        tags: ['user'],
        summary: 'Изменить имя текущего пользователя',
        security: [{ token: [] }],
        body: UpdateUserBody,
        response: { 200: UpdateUserResponse, 400: ErrorBody, 401: DetailError },
      },
    },
    async (request) => rename(requireUser(request).id, request.body.first_name),
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/api/user/:id/name/',
    schema: {
      tags: ['user'],
      summary: 'Изменить имя пользователя (только своё)',
      security: [{ token: [] }],
      params: UserNameParams,
      body: UpdateUserBody,
      response: { 200: UpdateUserResponse, 400: ErrorBody, 401: DetailError, 403: DetailError },
    },
    handler: async (request) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) throw forbidden();
      return rename(user.id, request.body.first_name);
    },
  });
};
