/**
 * The OTP service under test on one database, for the unit tier (src/auth/otp.test.ts) and the security
 * tier (src/auth/otp.security.test.ts): registers the jest hooks (a test app per file, empty auth tables and
 * a fixed clock before each test) and returns the handles the tests use.
 */
import { createHash, randomBytes } from 'node:crypto';
import { otherChannel } from '../src/auth/channels/other';
import { createOtpService, type OtpService } from '../src/auth/otp';
import { dbOutbox } from '../src/auth/outbox';
import type { Db } from '../src/db';
import { startTestApp, type Target, type TestApp } from './helpers';

export const OTP_PHONE = '+7 (912) 345-67-89';
export const OTP_NORMALIZED = '79123456789';

export interface OtpHarness {
  /** the test app's database (set in beforeAll) */
  readonly db: Db;
  /** moves the service's clock forward */
  advance(ms: number): void;
  /** a fresh service on the test clock, optionally with a fixed code generator */
  make(generateCode?: () => string): OtpService;
  /** the last code the dev outbox received for a normalized phone */
  lastCode(phone?: string): Promise<string>;
}

export function otpHarness(target: Target): OtpHarness {
  let test: TestApp | undefined;
  let db: Db | undefined;
  let now = 0;
  const theDb = (): Db => {
    if (!db) throw new Error('the OTP harness is used before beforeAll');
    return db;
  };
  const outbox = () => dbOutbox(theDb());

  beforeAll(async () => {
    test = await startTestApp(target);
    db = test.app.db;
  }, 30_000);
  afterAll(async () => {
    await test?.close();
  });
  beforeEach(async () => {
    now = Date.parse('2026-03-01T09:00:00.000Z');
    for (const table of ['auth_codes', 'tokens', 'rate_limit_buckets', 'dev_outbox', 'users'] as const) {
      await theDb().deleteFrom(table).execute();
    }
  });

  return {
    get db() {
      return theDb();
    },
    advance(ms) {
      now += ms;
    },
    make(generateCode) {
      return createOtpService({
        db: theDb(),
        channel: otherChannel(outbox(), () => new Date(now)),
        clock: () => new Date(now),
        ...(generateCode ? { generateCode } : {}),
        issueToken: async (userId) => {
          const token = randomBytes(20).toString('hex');
          const key_hash = createHash('sha256').update(token).digest('hex');
          await theDb().insertInto('tokens').values({ key_hash, user_id: userId }).execute();
          return token;
        },
      });
    },
    async lastCode(phone = OTP_NORMALIZED) {
      const row = await outbox().latest(phone);
      if (!row) throw new Error(`no code for ${phone}`);
      return row.code;
    },
  };
}
