/**
 * Personal cabinet calls (SPEC §7): PATCH user/update/ (multipart: first_name, phone, avatar,
 * is_legionary), POST user/update/phone_confirm/ {code}, and GET user/{id}/avatar/ (the thumbnail).
 * The multipart parser is registered inside this plugin only (no other route accepts form data); its
 * limits refuse a larger file or extra parts with a SPEC §8 answer before the service sees them.
 */
import fastifyMultipart from '@fastify/multipart';
import { ERROR_TEXTS, ProfileFormFields, profileCalls } from '@quiz/contract';
import { AVATAR_MAX_BYTES, PROFILE_TEXTS } from '@quiz/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldErrors, httpError, orNotFound } from '../../errors';
import { routeCalls } from '../../http/calls';
import { validationBody } from '../../plugins/errors';
import type { ProfileInput } from './service';

const isClientError = (error: unknown): error is { statusCode: number } =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { statusCode?: unknown }).statusCode === 'number' &&
  (error as { statusCode: number }).statusCode >= 400 &&
  (error as { statusCode: number }).statusCode < 500;

/** The form's text fields (validated like a JSON body) and the avatar's bytes. */
async function readProfileForm(request: FastifyRequest): Promise<Omit<ProfileInput, 'ip'>> {
  if (!request.isMultipart()) throw httpError(415, PROFILE_TEXTS.notMultipart);
  const fields: Record<string, string> = {};
  let avatar: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'avatar') throw fieldErrors({ [part.fieldname]: ['Неизвестный файл.'] });
        if (bytes.length > 0) avatar = bytes;
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpError') throw error;
    if (isClientError(error)) {
      if (error.statusCode === 413 && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw fieldErrors({ avatar: [PROFILE_TEXTS.avatarTooLarge] });
      throw httpError(
        error.statusCode === 413 ? 413 : 400,
        error.statusCode === 413 ? PROFILE_TEXTS.avatarTooLarge : ERROR_TEXTS.badRequest,
      );
    }
    throw error;
  }
  const parsed = ProfileFormFields.safeParse(fields);
  if (!parsed.success) {
    throw fieldErrors(
      validationBody(
        'body',
        parsed.error.issues.map((i) => ({ instancePath: `/${i.path.join('/')}`, message: i.message })),
      ) as Record<string, string[]>,
    );
  }
  return { ...parsed.data, avatar };
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.profile;
  await app.register(fastifyMultipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 9, headerPairs: 50 },
  });
  await app.register(
    routeCalls(profileCalls, {
      updateProfile: async ({ user, request }) =>
        service.update(user.id, { ...(await readProfileForm(request)), ip: request.ip }),
      confirmPhone: async ({ user, body }) => service.confirmPhone(user.id, body.code),
      userAvatar: async ({ params, reply }) => {
        const avatar = orNotFound(await service.avatar(params.id), 'Фото не найдено.');
        reply.header('cache-control', 'public, max-age=86400');
        return reply.type(avatar.content_type).send(avatar.data);
      },
    }),
  );
};
