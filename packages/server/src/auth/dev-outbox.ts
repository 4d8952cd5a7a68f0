/**
 * When login codes may be shown in clear text (GET /api/dev/outbox): only when switched on
 * explicitly (`DEV_OUTBOX=1`, which `npm start` and e2e set), only to a client on this machine, and
 * never by a production server. A server started with NODE_ENV=production refuses to start with the
 * `other` channel (its codes reach nobody but the outbox) or with the outbox on, and says why.
 */
import type { FastifyRequest } from 'fastify';

export const devOutboxFromEnv = (env: NodeJS.ProcessEnv): boolean =>
  env.DEV_OUTBOX === '1' || env.DEV_OUTBOX === 'true';

/** The problems that keep a production server from starting (empty when it may start). */
export function productionProblems({
  env,
  devOutbox,
}: {
  env: NodeJS.ProcessEnv;
  devOutbox: boolean;
}): string[] {
  const problems: string[] = [];
  if ((env.CODE_CHANNEL || 'other') === 'other')
    problems.push(
      'CODE_CHANNEL is "other" (the default): login codes would only reach the dev outbox. Set CODE_CHANNEL to sms_aero, flash_call or whatsapp.',
    );
  if (devOutbox)
    problems.push('DEV_OUTBOX is on: it shows login codes in clear text. Unset DEV_OUTBOX in production.');
  return problems;
}

export function assertSafeForProduction(config: { env: NodeJS.ProcessEnv; devOutbox: boolean }): void {
  const problems = productionProblems(config);
  if (problems.length > 0)
    throw new Error(`Refusing to start with NODE_ENV=production:\n- ${problems.join('\n- ')}`);
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export const isLoopback = (address: string | undefined): boolean => !!address && LOOPBACK.test(address);

/**
 * A client on this machine: both the socket peer and the client address the trusted proxies
 * report are loopback (a local reverse proxy forwarding a stranger does not count).
 */
export const isLocalClient = (request: FastifyRequest): boolean =>
  isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
