/**
 * POST /api/child_registration {name, ageCategory, teamName, teamSize, phone}: the children's game
 * sign-up (SPEC §7 "Other"; served here instead of an external host). Validation messages are
 * SPEC §5's: 'Пожалуйста, заполните все поля и дайте согласие' and the 7-digit phone rule.
 */
import {
  CHILD_TEXTS,
  ChildRegistrationBody,
  ChildRegistrationResponse,
  errorResponses,
} from '@quiz/contract';
import { normalizePhone } from '@quiz/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nowIso } from '../db/schema';

export const childRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/child_registration',
    {
      schema: {
        tags: ['child registration'],
        summary: 'Запись на детскую игру',
        body: ChildRegistrationBody,
        response: { 201: ChildRegistrationResponse, ...errorResponses },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const body = request.body;
      const row = await app.db
        .insertInto('child_registrations')
        .values({
          name: body.name,
          age_category: body.ageCategory,
          team_name: body.teamName,
          team_size: String(body.teamSize),
          phone: normalizePhone(body.phone),
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      reply.status(201);
      return { id: Number(row.id), detail: CHILD_TEXTS.success };
    },
  );
};
