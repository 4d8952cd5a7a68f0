/**
 * Routes from call descriptors. An area's route module is
 *
 * ```ts
 * export const resultRoutes = routeCalls(resultsCalls, {
 *   eventScores: async ({ params, db }) => …,
 *   monthScores: async ({ query, user }) => …,
 * });
 * ```
 *
 * `routeCalls` registers one Fastify route per descriptor (method and path from the descriptor,
 * validation and the OpenAPI entry from its schemas) and requires exactly one handler per descriptor
 * (a compile error otherwise). Handlers only map HTTP to a service: they get the validated params,
 * query and body, the current user (non-null for `auth: 'user' | 'organizer'`), the database and the
 * raw request and reply for the rare call that needs headers or a status.
 */
import {
  type AnyCall,
  type CallRequestParts,
  type CallResponse,
  type CallSchemas,
  type Endpoint,
  errorResponses,
} from '@quiz/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db';
import type { UserRow } from '../db/schema';
import { forbidden } from '../errors';
import { requireUser } from '../plugins/current-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the call descriptor a route was registered from (every /api route has one) */
    call?: AnyCall;
  }
}

type UserFor<E extends Endpoint> = E['auth'] extends 'public' ? UserRow | null : UserRow;

export type CallContext<C extends Endpoint & CallSchemas> = CallRequestParts<C> & {
  user: UserFor<C>;
  db: Db;
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type CallHandler<C extends Endpoint & CallSchemas> = (
  context: CallContext<C>,
) => C['stream'] extends true
  ? Promise<void> | void // a stream handler writes the reply itself (reply.hijack())
  : CallResponse<C> extends null
    ? Promise<void> | void // a call without a body: answered 204
    : Promise<CallResponse<C>> | CallResponse<C>;

export type CallHandlers<Cs extends Readonly<Record<string, Endpoint & CallSchemas>>> = {
  readonly [K in keyof Cs]: CallHandler<Cs[K]>;
};

/** The user a call's `auth` asks for: 401 without one, 403 for a non-organizer on organizer calls. */
export function userForCall(call: Endpoint, request: FastifyRequest): UserRow | null {
  if (call.auth === 'public') return request.currentUser;
  const user = requireUser(request);
  if (call.auth === 'organizer' && !user.is_organizer) throw forbidden();
  return user;
}

/** The success status of a call: its own, else 204 for a call without a body, else 200. */
export function successStatus(call: AnyCall): number {
  return call.status ?? (call.response === null ? 204 : 200);
}

function responseSchemas(call: AnyCall): Record<number, z.ZodType> {
  // a non-JSON body (call.produces) is sent as is: no success schema to serialize it with
  const success = call.produces ? {} : { [successStatus(call)]: call.response ?? z.null() };
  return { ...success, ...errorResponses, ...call.errors };
}

/** Registers one route per descriptor of `calls`, each served by its handler. */
export function routeCalls<const Cs extends Readonly<Record<string, AnyCall>>>(
  calls: Cs,
  handlers: CallHandlers<Cs>,
): FastifyPluginAsyncZod {
  return async (app) => {
    for (const name of Object.keys(calls)) {
      const call = calls[name] as AnyCall;
      const handler = (handlers as Record<string, CallHandler<AnyCall>>)[name];
      if (!handler) throw new Error(`No handler for call "${name}" (${call.method} ${call.path})`);
      const status = successStatus(call);
      app.route({
        method: call.also ? [call.method, ...call.also] : call.method,
        url: call.path,
        config: { call },
        ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
        schema: {
          ...(call.hide ? { hide: true } : {}),
          tags: [...call.tags],
          summary: call.summary,
          ...(call.params ? { params: call.params } : {}),
          ...(call.query ? { querystring: call.query } : {}),
          ...(call.body && !call.multipart ? { body: call.body } : {}),
          ...(call.multipart ? { consumes: ['multipart/form-data'] } : {}),
          ...(call.produces ? { produces: [call.produces] } : {}),
          ...(call.auth === 'public' ? {} : { security: [{ token: [] }] }),
          // a stream call answers text/event-stream; its response schema describes each message's data
          ...(call.stream ? { produces: ['text/event-stream'] } : {}),
          response: responseSchemas(call),
        },
        handler: async (request, reply) => {
          const user = userForCall(call, request);
          const result = await handler({
            params: request.params,
            query: request.query,
            body: request.body,
            user,
            db: app.db,
            app,
            request,
            reply,
          } as CallContext<AnyCall>);
          // a stream handler has taken the reply over (reply.hijack()) and writes to it itself
          if (reply.sent || call.stream) return reply;
          if (status === 204) return reply.code(204).send(null);
          if (status !== 200) reply.code(status);
          if (call.produces) return reply.type(call.produces).send(result);
          return result;
        },
      });
    }
  };
}
