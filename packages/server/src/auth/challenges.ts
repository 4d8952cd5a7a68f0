/**
 * The rows of login challenges (`auth_codes`, one per challenge since migration 0022) and the queries
 * of otp.ts on them. A challenge is a random 32-byte id the asking client receives; the table keeps
 * only its sha256. Every change that must hold across replicas is one conditional UPDATE.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AuthCodesTable, Database } from '../db/schema';

export type ChallengeRow = Selectable<AuthCodesTable>;

/** A new challenge: 32 random bytes, base64url (43 characters, the contract's `Challenge`). */
export const newChallenge = (): string => randomBytes(32).toString('base64url');

export const challengeHash = (challenge: string): string =>
  createHash('sha256').update(challenge).digest('hex');

/** Rows are kept two days (the guess budgets look one day and a code's lifetime back). */
const KEEP_MS = 2 * 24 * 60 * 60_000;

/** The row of a challenge, or undefined. */
export const findChallenge = (db: Kysely<Database>, challenge: string) =>
  db
    .selectFrom('auth_codes')
    .selectAll()
    .where('challenge_hash', '=', challengeHash(challenge))
    .executeTakeFirst();

/** A new challenge row (a code sent for it, or an existing code it is bound to); drops the phone's old rows. */
export async function insertChallenge(
  db: Kysely<Database>,
  values: {
    phone: string;
    challenge: string;
    ip: string;
    code_hash: string;
    channel: string;
    expires_at: string;
    send_count: number;
    next_send_at: string | null;
  },
  now: Date,
): Promise<void> {
  const { challenge, ...rest } = values;
  await db
    .deleteFrom('auth_codes')
    .where('phone', '=', values.phone)
    .where('created_at', '<', new Date(now.getTime() - KEEP_MS).toISOString())
    .execute();
  await db
    .insertInto('auth_codes')
    .values({ ...rest, challenge_hash: challengeHash(challenge), attempts: 0, created_at: now.toISOString() })
    .execute();
}

/**
 * A resend for a challenge: its new code, conditional on the send count read, so of two racing
 * resends only one wins. False when the other one did (or the challenge was used meanwhile).
 */
export async function resendOn(
  db: Kysely<Database>,
  row: ChallengeRow,
  fields: {
    code_hash: string;
    channel: string;
    expires_at: string;
    send_count: number;
    next_send_at: string;
  },
): Promise<boolean> {
  const updated = await db
    .updateTable('auth_codes')
    .set(fields)
    .where('id', '=', row.id)
    .where('send_count', '=', row.send_count)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * The code the number received last (a row that sent it: `send_count` > 0), while still valid and
 * not used by a login: the code a challenge made without a send is bound to.
 */
export async function latestLiveCode(
  db: Kysely<Database>,
  phone: string,
  now: Date,
): Promise<ChallengeRow | undefined> {
  const last = await db
    .selectFrom('auth_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('send_count', '>', 0)
    .orderBy('expires_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last && last.used_at === null && Date.parse(last.expires_at) > now.getTime() ? last : undefined;
}

/** Binds a challenge to another code (the number's latest) without sending anything. */
export async function rebind(db: Kysely<Database>, row: ChallengeRow, code: ChallengeRow): Promise<void> {
  await db
    .updateTable('auth_codes')
    .set({ code_hash: code.code_hash, expires_at: code.expires_at })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .execute();
}

/** Counts a try on the challenge first, atomically: false when it has no try left (or was used). */
export async function countTry(
  db: Kysely<Database>,
  row: ChallengeRow,
  maxAttempts: number,
): Promise<boolean> {
  const counted = await db
    .updateTable('auth_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', row.id)
    .where('attempts', '<', maxAttempts)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) > 0;
}

/** Gives back a try that was counted and then not compared. */
export async function giveBackTry(db: Kysely<Database>, row: ChallengeRow): Promise<void> {
  await db
    .updateTable('auth_codes')
    .set({ attempts: sql<number>`attempts - 1` })
    .where('id', '=', row.id)
    .where('attempts', '>', 0)
    .execute();
}

/**
 * A right code: the challenge is used (its right try given back: it was no guess), and so is the code
 * for every other challenge bound to it. False when a racing check used the challenge first.
 */
export async function useChallenge(db: Kysely<Database>, row: ChallengeRow, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('auth_codes')
    .set({ used_at: now.toISOString(), attempts: sql<number>`attempts - 1` })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    // the code that was compared: a resend racing the check has replaced it
    .where('code_hash', '=', row.code_hash)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) return false;
  await db
    .updateTable('auth_codes')
    .set({ used_at: now.toISOString() })
    .where('phone', '=', row.phone)
    .where('code_hash', '=', row.code_hash)
    .where('used_at', 'is', null)
    .execute();
  return true;
}
