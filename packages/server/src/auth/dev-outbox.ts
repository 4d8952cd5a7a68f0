/**
 * When login codes may be shown in clear text (GET /api/dev/outbox): only when switched on
 * explicitly (`DEV_OUTBOX=1`, which `npm start` and e2e set), only to a client on this machine (its
 * real peer: a forwarded address only from a proxy TRUST_PROXY names, see local-client.ts), and
 * never by a production server. A server started with NODE_ENV=production refuses to start with the
 * `other` channel (its codes reach nobody but the outbox) or with the outbox on, and says why.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../errors';
import { clientPlace } from '../local-client';

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

/** A loopback peer forwarding someone (X-Forwarded-For, Forwarded, X-Real-IP) that TRUST_PROXY does not name. */
export const PROXY_NOT_TRUSTED =
  'Запрос пришёл через прокси, которому сервер не доверяет (он не назван в TRUST_PROXY): коды входа показываются только запросам с этой машины без прокси.';

/**
 * Lets through a client on this machine only (local-client.ts): anyone else gets 404 (the outbox is
 * not there for them), and a loopback peer forwarding someone that TRUST_PROXY does not name gets 403
 * with PROXY_NOT_TRUSTED: a proxy is in front, and the client behind it is unknown.
 */
export function assertLocalClient(request: FastifyRequest): void {
  const place = clientPlace(request);
  if (place === 'untrusted-proxy') throw forbidden(PROXY_NOT_TRUSTED);
  if (place !== 'local') throw notFound();
}
