/**
 * The OTP rules of SPEC §4 as the server enforces them, on SQLite and (when reachable) PostgreSQL:
 * the challenge a code is valid with, expiry, single use, binding to the phone, 5 tries, the resend
 * timer per challenge (429 with seconds), and the per-phone and per-IP limits. The attacks on a
 * number (lock-out, the daily guess bound) are in login-challenges.test.ts, the 10,000-guess brute
 * force in the security tier (otp.security.test.ts).
 */
import { describeEachDb } from '../../test/helpers';
import { OTP_NORMALIZED, OTP_PHONE, otpHarness } from '../../test/otp-harness';
import type { Db } from '../db';
import { newChallenge } from './challenges';
import { codeBudgetKeys } from './code-budget';
import { DEFAULT_OTP_LIMITS } from './limits';
import type { OtpService } from './otp';
import type { OtpError } from './otp-errors';
import { peek } from './rate-limit';

const PHONE = OTP_PHONE;
const NORMALIZED = OTP_NORMALIZED;
const IP = '203.0.113.7';

async function rejection(promise: Promise<unknown>): Promise<OtpError> {
  try {
    await promise;
  } catch (error) {
    return error as OtpError;
  }
  throw new Error('expected a rejection');
}

describeEachDb('OTP service', (target) => {
  const harness = otpHarness(target);
  let db: Db;
  let otp: OtpService;
  const advance = (ms: number) => harness.advance(ms);
  const make = (generateCode?: () => string) => harness.make(generateCode);
  const lastCode = (phone = NORMALIZED) => harness.lastCode(phone);
  beforeEach(() => {
    db = harness.db;
    otp = make();
  });

  it('sends a 4-digit code by the configured channel with a challenge, and logs in with both', async () => {
    const sent = await otp.sendCode({ phone: PHONE, name: 'Аня', ip: IP });
    expect(sent).toMatchObject({ send_by: 'other', retry_after: 5, phone: NORMALIZED, sent: true });
    expect(sent.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const code = await lastCode();
    expect(code).toMatch(/^\d{4}$/);
    const stored = await db.selectFrom('auth_codes').selectAll().executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);
    // the challenge is kept hashed, never as sent
    expect(stored.challenge_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.challenge_hash).not.toBe(sent.challenge);

    const login = await otp.verifyCode({ phone: '89123456789', code, challenge: sent.challenge, ip: IP });
    expect(login.first_name).toBe('Аня');
    expect(login.token).toMatch(/^[0-9a-f]{40}$/);
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', NORMALIZED)
      .executeTakeFirstOrThrow();
    expect(user.id).toBe(login.userId);
  });

  it('the right code with another challenge (or none of this phone) is an invalid code', async () => {
    otp = make(() => '4321');
    const mine = await otp.sendCode({ phone: PHONE, ip: IP });
    const other = await otp.sendCode({ phone: PHONE, ip: '198.51.100.9' });
    for (const challenge of [newChallenge(), '']) {
      const refused = await rejection(otp.verifyCode({ phone: PHONE, code: '4321', challenge, ip: IP }));
      expect(refused.kind).toBe('invalid_code');
    }
    // the other client's challenge is valid with its own code only: both work, each once
    await expect(
      otp.verifyCode({ phone: PHONE, code: '4321', challenge: other.challenge, ip: '198.51.100.9' }),
    ).resolves.toHaveProperty('token');
    expect(mine.challenge).not.toBe(other.challenge);
  });

  it('a code works once', async () => {
    const { challenge } = await otp.sendCode({ phone: PHONE, ip: IP });
    const code = await lastCode();
    await otp.verifyCode({ phone: PHONE, code, challenge, ip: IP });
    const again = await rejection(otp.verifyCode({ phone: PHONE, code, challenge, ip: IP }));
    expect(again.kind).toBe('invalid_code');
    expect(again.detail).toContain('invalid');
  });

  it('a code expires after 10 minutes', async () => {
    const first = await otp.sendCode({ phone: PHONE, ip: IP });
    const code = await lastCode();
    advance(10 * 60_000);
    const expired = await rejection(
      otp.verifyCode({ phone: PHONE, code, challenge: first.challenge, ip: IP }),
    );
    expect(expired.kind).toBe('invalid_code');

    advance(60_000);
    const { challenge } = await otp.sendCode({ phone: PHONE, ip: IP });
    const fresh = await lastCode();
    advance(10 * 60_000 - 1000);
    await expect(otp.verifyCode({ phone: PHONE, code: fresh, challenge, ip: IP })).resolves.toMatchObject({
      first_name: '',
    });
  });

  it('a challenge is bound to its phone', async () => {
    otp = make(() => '2468');
    const mine = await otp.sendCode({ phone: PHONE, ip: IP });
    await otp.sendCode({ phone: '+7 900 000-00-01', ip: IP });
    const crossed = await rejection(
      otp.verifyCode({ phone: '79000000001', code: '2468', challenge: mine.challenge, ip: IP }),
    );
    expect(crossed.kind).toBe('invalid_code');
  });

  it('5 wrong tries burn the challenge; 4 do not', async () => {
    otp = make(() => '4321');
    const first = await otp.sendCode({ phone: PHONE, ip: IP });
    for (let i = 0; i < 4; i += 1) {
      const wrong = await rejection(
        otp.verifyCode({ phone: PHONE, code: `000${i}`, challenge: first.challenge, ip: IP }),
      );
      expect(wrong.kind).toBe('invalid_code');
    }
    await expect(
      otp.verifyCode({ phone: PHONE, code: '4321', challenge: first.challenge, ip: IP }),
    ).resolves.toHaveProperty('token');

    // (from another address: this one has used 4 of its 5 guesses of the day at this number)
    const other = '198.51.100.77';
    const { challenge } = await otp.sendCode({ phone: PHONE, ip: other });
    for (let i = 0; i < 5; i += 1) {
      await rejection(otp.verifyCode({ phone: PHONE, code: `111${i}`, challenge, ip: other }));
    }
    const burnt = await rejection(otp.verifyCode({ phone: PHONE, code: '4321', challenge, ip: other }));
    expect(burnt.kind).toBe('invalid_code');
    const row = await db
      .selectFrom('auth_codes')
      .select(['attempts', 'used_at'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 5, used_at: null });
  });

  it('the resend timer of a challenge is 5 s, then +5 s per send, answered with the seconds left', async () => {
    const { challenge } = await otp.sendCode({ phone: PHONE, ip: IP });
    const resend = () => otp.sendCode({ phone: PHONE, ip: IP, challenge });
    let wait = await rejection(resend());
    expect(wait.kind).toBe('resend_wait');
    expect(wait.retryAfter).toBe(5);
    expect(wait.detail).toBe('Повторная отправка возможна через 5 с');
    advance(3_200);
    wait = await rejection(resend());
    expect(wait.retryAfter).toBe(2);
    advance(1_800);
    const first = await lastCode();
    const second = await resend();
    expect(second).toMatchObject({ retry_after: 10, challenge });
    wait = await rejection(resend());
    expect(wait.retryAfter).toBe(10);
    advance(10_000);
    expect((await resend()).retry_after).toBe(15);
    // only the challenge's latest code counts
    const latest = await lastCode();
    if (first !== latest) {
      const old = await rejection(otp.verifyCode({ phone: PHONE, code: first, challenge, ip: IP }));
      expect(old.kind).toBe('invalid_code');
    }
    await expect(otp.verifyCode({ phone: PHONE, code: latest, challenge, ip: IP })).resolves.toHaveProperty(
      'token',
    );
    // a used challenge is not resent: the send starts a new one, whose ladder starts at 5 s
    const next = await resend();
    expect(next.retry_after).toBe(5);
    expect(next.challenge).not.toBe(challenge);
    // a send without the challenge starts another one at once (the number's budgets bound them)
    expect((await otp.sendCode({ phone: PHONE, ip: IP })).challenge).not.toBe(next.challenge);
  });

  it('a spent number budget locks nobody out: new challenges are bound to the latest code on the phone', async () => {
    const { phoneSends, phoneIpSends } = DEFAULT_OTP_LIMITS;
    const sent = async () => (await db.selectFrom('dev_outbox').select('id').execute()).length;
    // A victim's number, asked from a new address each time.
    for (let i = 0; i < phoneSends.max; i += 1) {
      await otp.sendCode({ phone: PHONE, ip: `198.51.100.${i + 1}` });
      advance(50_000);
    }
    expect(await sent()).toBe(phoneSends.max);
    // The ceiling holds: no new text however many addresses ask…
    const more = await otp.sendCode({ phone: PHONE, ip: '198.51.100.200' });
    expect(more.sent).toBe(false);
    expect(await sent()).toBe(phoneSends.max);
    // …and the owner is not locked out: his challenge is bound to the latest code his phone received.
    const owner = await otp.sendCode({ phone: PHONE, ip: IP });
    expect(owner.sent).toBe(false);
    expect(owner.retry_after).toBeGreaterThan(0);
    expect(owner.retry_after).toBeLessThanOrEqual(phoneSends.windowMs / 1000);
    const latest = await lastCode();
    await expect(
      otp.verifyCode({ phone: PHONE, code: latest, challenge: owner.challenge, ip: IP }),
    ).resolves.toHaveProperty('token');
    // That code is used now, for every challenge bound to it; with no usable code the wait is the window.
    const usedUp = await rejection(
      otp.verifyCode({ phone: PHONE, code: latest, challenge: more.challenge, ip: '198.51.100.200' }),
    );
    expect(usedUp.kind).toBe('invalid_code');
    const wait = await rejection(otp.sendCode({ phone: PHONE, ip: '198.51.100.201' }));
    expect(wait.kind).toBe('phone_limit');
    expect(wait.retryAfter).toBeLessThanOrEqual(phoneSends.windowMs / 1000);
    expect(wait.detail).toMatch(/^Слишком много кодов на этот номер\. Попробуйте через \d+ мин\.$/);
    advance(phoneSends.windowMs);
    await expect(otp.sendCode({ phone: PHONE, ip: IP })).resolves.toMatchObject({
      send_by: 'other',
      sent: true,
    });
    // One address alone gets phoneIpSends codes for a phone per window.
    const other = '+7 900 111-22-33';
    for (let i = 0; i < phoneIpSends.max; i += 1) {
      await otp.sendCode({ phone: other, ip: '192.0.2.50' });
      advance(60_000);
    }
    const before = await sent();
    await otp.sendCode({ phone: other, ip: '192.0.2.50' });
    expect(await sent()).toBe(before);
  });

  it('lock-out: guesses from 10 addresses at 1/s for 5 minutes, without the owner’s challenge, are never compared', async () => {
    // 10 addresses each send one code per second for the victim's phone with challenges of their
    // own making; the owner asks at 30 s and types his code 15 s later.
    otp = make(() => '4321');
    const attackers = Array.from({ length: 10 }, (_, i) => ({
      ip: `198.51.100.${i + 1}`,
      challenge: newChallenge(),
    }));
    let loginAt: number | null = null;
    let owner: string | null = null;
    let attackerLogins = 0;
    for (let second = 0; second < 300 && loginAt === null; second += 1) {
      const tries = await Promise.allSettled(
        attackers.map(({ ip, challenge }, k) =>
          otp.verifyCode({
            phone: PHONE,
            code: String((second * 10 + k) % 10_000).padStart(4, '0'),
            challenge,
            ip,
          }),
        ),
      );
      attackerLogins += tries.filter((t) => t.status === 'fulfilled').length;
      if (second === 30) owner = (await otp.sendCode({ phone: PHONE, ip: IP })).challenge;
      if (owner && second === 45) {
        await otp.verifyCode({ phone: PHONE, code: '4321', challenge: owner, ip: IP });
        loginAt = second;
      }
      advance(1000);
    }
    expect(attackerLogins).toBe(0);
    expect(loginAt).toBe(45);
    // Nothing was compared for them: the number's day of guesses is untouched (the owner's right
    // try was given back).
    const rows = await db.selectFrom('auth_codes').select('attempts').execute();
    expect(rows.map((r) => Number(r.attempts))).toEqual([0]);
    // The attackers' checks were counted against their own addresses, not the owner's.
    expect(await peek(db, 'otp:validate:ip:198.51.100.1')).toBe(46);
    expect(await peek(db, `otp:validate:ip:${IP}`)).toBe(1);
  });

  it("a refused request never spends the asking address's budget", async () => {
    const { phoneSends } = DEFAULT_OTP_LIMITS;
    // Other addresses spend the phone's budget, and the latest code is used by a login…
    let last = '';
    for (let i = 0; i < phoneSends.max; i += 1) {
      last = (await otp.sendCode({ phone: PHONE, ip: `198.51.100.${i + 1}` })).challenge;
      advance(25_000);
    }
    await otp.verifyCode({ phone: PHONE, code: await lastCode(), challenge: last, ip: '198.51.100.5' });
    // …the owner is refused (no usable code left) and asks again and again: his address loses nothing.
    for (let i = 0; i < 30; i += 1) {
      const refused = await rejection(otp.sendCode({ phone: PHONE, ip: IP }));
      expect(refused.kind).toBe('phone_limit');
      expect(refused.detail).toMatch(/^Слишком много кодов на этот номер\. Попробуйте через [1-5] мин\.$/);
    }
    expect(await peek(db, codeBudgetKeys.ip(IP))).toBe(0);
    expect(await peek(db, codeBudgetKeys.phoneIp(NORMALIZED, IP))).toBe(0);
    // When the number's window ends he gets a fresh code at once and logs in with it.
    advance(phoneSends.windowMs);
    const { challenge } = await otp.sendCode({ phone: PHONE, ip: IP });
    await expect(
      otp.verifyCode({ phone: PHONE, code: await lastCode(), challenge, ip: IP }),
    ).resolves.toHaveProperty('token');
  });

  it('at most 20 codes per IP per hour, and 60 code checks per IP per 10 minutes', async () => {
    const max = DEFAULT_OTP_LIMITS.ipSends.max;
    for (let i = 0; i < max; i += 1) {
      await otp.sendCode({ phone: `+7 900 000-00-${String(i).padStart(2, '0')}`, ip: IP });
    }
    const limited = await rejection(otp.sendCode({ phone: '+7 900 000-00-99', ip: IP }));
    expect(limited.kind).toBe('ip_limit');
    expect(limited.retryAfter).toBe(3600);
    await expect(otp.sendCode({ phone: '+7 900 000-00-99', ip: '198.51.100.9' })).resolves.toBeTruthy();

    for (let i = 0; i < DEFAULT_OTP_LIMITS.ipValidates.max; i += 1) {
      const phone = `+7 900 000-00-${String(i % max).padStart(2, '0')}`;
      await rejection(otp.verifyCode({ phone, code: 'abcd', challenge: newChallenge(), ip: IP }));
    }
    advance(5 * 60_000);
    const { challenge } = await otp.sendCode({ phone: '+7 900 000-00-98', ip: '198.51.100.9' });
    const code = await lastCode('79000000098');
    const checks = await rejection(otp.verifyCode({ phone: '+7 900 000-00-98', code, challenge, ip: IP }));
    expect(checks.kind).toBe('validate_limit');
    expect(checks.retryAfter).toBe(300);
    expect(checks.detail).toBe('Слишком много попыток ввода кода. Попробуйте через 5 мин.');
    await expect(
      otp.verifyCode({ phone: '+7 900 000-00-98', code, challenge, ip: '198.51.100.9' }),
    ).resolves.toHaveProperty('token');
  });

  it('an unusable phone is refused with the SPEC text', async () => {
    const bad = await rejection(otp.sendCode({ phone: '+7 (912) 34', ip: IP }));
    expect(bad.kind).toBe('invalid_phone');
    expect(bad.detail).toBe('Некорректный номер телефона!');
  });

  it('a code request never renames a user who has a name', async () => {
    await db.insertInto('users').values({ phone: NORMALIZED, first_name: 'Борис' }).execute();
    const { challenge } = await otp.sendCode({ phone: PHONE, name: 'Злоумышленник', ip: IP });
    const login = await otp.verifyCode({ phone: PHONE, code: await lastCode(), challenge, ip: IP });
    expect(login.first_name).toBe('Борис');
  });
});
