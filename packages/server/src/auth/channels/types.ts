/**
 * One interface for every way a login code reaches a player (SPEC §9 "Code channels").
 * A channel only delivers; the OTP service decides what to send and when.
 */
import type { SendBy } from '@quiz/contract';

export interface CodeMessage {
  /** normalized digits, e.g. 79123456789 */
  readonly phone: string;
  /** the 4-digit code in clear text (never stored in clear except in the dev outbox) */
  readonly code: string;
}

export interface DeliveryChannel {
  /** what `send_by` tells the client */
  readonly name: SendBy;
  send(message: CodeMessage): Promise<void>;
}

/** A provider refused or could not be reached; the route answers 502 with a Russian detail. */
export class DeliveryError extends Error {
  constructor(
    readonly channel: SendBy,
    message: string,
  ) {
    super(`${channel}: ${message}`);
    this.name = 'DeliveryError';
  }
}

/** The text of the SMS / WhatsApp message. */
export function codeText(code: string): string {
  return `Код для входа в Квиз: ${code}. Никому его не сообщайте.`;
}

/** Timeout of one provider call. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * One provider call with the delivery timeout. `accepted(body)` says whether the provider took the
 * message; unreachable, not 2xx or not accepted is a DeliveryError of `channel`.
 */
export async function deliver(
  channel: SendBy,
  url: string | URL,
  init: RequestInit,
  accepted: (body: unknown) => boolean,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new DeliveryError(channel, `unreachable: ${String(error)}`);
  }
  const body = await readJson(response);
  if (!response.ok || !accepted(body)) {
    throw new DeliveryError(channel, `HTTP ${response.status} ${JSON.stringify(body)}`);
  }
}

/** The field `key` of a JSON object body. */
export function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function basicAuth(login: string, key: string): string {
  return `Basic ${Buffer.from(`${login}:${key}`).toString('base64')}`;
}
