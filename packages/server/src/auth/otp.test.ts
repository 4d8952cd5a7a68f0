/**
 * The OTP rules of SPEC §4 as the server enforces them, on SQLite and (when reachable) PostgreSQL:
 * expiry, single use, binding to the phone, 5 tries, the resend timer (429 with seconds), and the
 * per-phone and per-IP limits. The 10,000-guess brute force is in the security tier (otp.security.test.ts).
 */
import { describeEachDb } from '../../test/helpers';
import { OTP_NORMALIZED, OTP_PHONE, otpHarness } from '../../test/otp-harness';
import type { Db } from '../db';
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
  const it_ = it;

  it_('sends a 4-digit code by the configured channel and logs in with it', async () => {
    const sent = await otp.sendCode({ phone: PHONE, name: 'Аня', ip: IP });
    expect(sent).toMatchObject({ send_by: 'other', retry_after: 5, phone: NORMALIZED });
    const code = await lastCode();
    expect(code).toMatch(/^\d{4}$/);
    const stored = await db.selectFrom('auth_codes').selectAll().executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);

    const login = await otp.verifyCode({ phone: '89123456789', code, ip: IP });
    expect(login.first_name).toBe('Аня');
    expect(login.token).toMatch(/^[0-9a-f]{40}$/);
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', NORMALIZED)
      .executeTakeFirstOrThrow();
    expect(user.id).toBe(login.userId);
  });

  it_('a code works once', async () => {
    await otp.sendCode({ phone: PHONE, ip: IP });
    const code = await lastCode();
    await otp.verifyCode({ phone: PHONE, code, ip: IP });
    const again = await rejection(otp.verifyCode({ phone: PHONE, code, ip: IP }));
    expect(again.kind).toBe('invalid_code');
    expect(again.detail).toContain('invalid');
  });

  it_('a code expires after 10 minutes', async () => {
    await otp.sendCode({ phone: PHONE, ip: IP });
    const code = await lastCode();
    advance(10 * 60_000);
    expect((await rejection(otp.verifyCode({ phone: PHONE, code, ip: IP }))).kind).toBe('invalid_code');

    advance(60_000);
    await otp.sendCode({ phone: PHONE, ip: IP });
    const fresh = await lastCode();
    advance(10 * 60_000 - 1000);
    await expect(otp.verifyCode({ phone: PHONE, code: fresh, ip: IP })).resolves.toMatchObject({
      first_name: '',
    });
  });

  it_('a code is bound to its phone', async () => {
    await otp.sendCode({ phone: PHONE, ip: IP });
    await otp.sendCode({ phone: '+7 900 000-00-01', ip: IP });
    const code = await lastCode();
    const other = await rejection(
      otp.verifyCode({ phone: '+79000000001', code: code === '0000' ? '0001' : '0000', ip: IP }),
    );
    expect(other.kind).toBe('invalid_code');
    const crossed = await rejection(otp.verifyCode({ phone: '79000000001', code, ip: IP }));
    // the code of 79123456789 is not the code of 79000000001 (unless the two happen to be equal)
    if (code !== (await lastCode('79000000001'))) expect(crossed.kind).toBe('invalid_code');
  });

  it_('5 wrong tries burn the code; 4 do not', async () => {
    otp = make(() => '4321');
    await otp.sendCode({ phone: PHONE, ip: IP });
    for (let i = 0; i < 4; i += 1) {
      expect((await rejection(otp.verifyCode({ phone: PHONE, code: `000${i}`, ip: IP }))).kind).toBe(
        'invalid_code',
      );
    }
    await expect(otp.verifyCode({ phone: PHONE, code: '4321', ip: IP })).resolves.toHaveProperty('token');

    advance(6_000);
    await otp.sendCode({ phone: PHONE, ip: IP });
    for (let i = 0; i < 5; i += 1) {
      await rejection(otp.verifyCode({ phone: PHONE, code: `111${i}`, ip: IP }));
    }
    const burnt = await rejection(otp.verifyCode({ phone: PHONE, code: '4321', ip: IP }));
    expect(burnt.kind).toBe('invalid_code');
    const row = await db
      .selectFrom('auth_codes')
      .select(['attempts', 'used_at'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 5, used_at: null });
  });

  it_('the resend timer is 5 s, then +5 s per send, answered with the seconds left', async () => {
    await otp.sendCode({ phone: PHONE, ip: IP });
    let wait = await rejection(otp.sendCode({ phone: PHONE, ip: IP }));
    expect(wait.kind).toBe('resend_wait');
    expect(wait.retryAfter).toBe(5);
    expect(wait.detail).toBe('Повторная отправка возможна через 5 с');
    advance(3_200);
    wait = await rejection(otp.sendCode({ phone: PHONE, ip: IP }));
    expect(wait.retryAfter).toBe(2);
    advance(1_800);
    const first = await lastCode();
    const second = await otp.sendCode({ phone: PHONE, ip: IP });
    expect(second.retry_after).toBe(10);
    wait = await rejection(otp.sendCode({ phone: PHONE, ip: IP }));
    expect(wait.retryAfter).toBe(10);
    advance(10_000);
    expect((await otp.sendCode({ phone: PHONE, ip: IP })).retry_after).toBe(15);
    // only the latest code counts
    const latest = await lastCode();
    if (first !== latest) {
      expect((await rejection(otp.verifyCode({ phone: PHONE, code: first, ip: IP }))).kind).toBe(
        'invalid_code',
      );
    }
    await expect(otp.verifyCode({ phone: PHONE, code: latest, ip: IP })).resolves.toHaveProperty('token');
    // after a login the ladder starts again at 5 s
    expect((await otp.sendCode({ phone: PHONE, ip: IP })).retry_after).toBe(5);
  });

  it_('finding 2: rotating addresses cannot lock the owner out; sends per phone stay bounded', async () => {
    const { phoneSends, phoneIpSends } = DEFAULT_OTP_LIMITS;
    const sent = async () => (await db.selectFrom('dev_outbox').select('id').execute()).length;
    // The attack of the probe: a victim's number, from a new address each time, after the resend timer.
    for (let i = 0; i < phoneSends.max; i += 1) {
      await otp.sendCode({ phone: PHONE, ip: `198.51.100.${i + 1}` });
      advance(50_000);
    }
    expect(await sent()).toBe(phoneSends.max);
    // The ceiling holds: no new SMS however many addresses ask…
    await expect(otp.sendCode({ phone: PHONE, ip: '198.51.100.200' })).resolves.toHaveProperty('send_by');
    expect(await sent()).toBe(phoneSends.max);
    // …and the owner is not locked out: asked for a code, they get the ordinary answer and the code
    // already on their phone logs them in.
    const owner = await otp.sendCode({ phone: PHONE, ip: IP });
    expect(owner.retry_after).toBeGreaterThan(0);
    expect(owner.retry_after).toBeLessThanOrEqual(phoneSends.windowMs / 1000);
    await expect(otp.verifyCode({ phone: PHONE, code: await lastCode(), ip: IP })).resolves.toHaveProperty(
      'token',
    );
    // With no usable code (used, or burnt by wrong guesses) the wait is the short window at most.
    const wait = await rejection(otp.sendCode({ phone: PHONE, ip: '198.51.100.201' }));
    expect(wait.kind).toBe('phone_limit');
    expect(wait.retryAfter).toBeLessThanOrEqual(phoneSends.windowMs / 1000);
    expect(wait.detail).toMatch(/^Слишком много кодов на этот номер\. Попробуйте через \d+ мин\.$/);
    advance(phoneSends.windowMs);
    await expect(otp.sendCode({ phone: PHONE, ip: IP })).resolves.toHaveProperty('send_by', 'other');
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

  it_('lock-out: wrong guesses from 10 addresses at 1/s for 5 minutes never keep the owner out', async () => {
    // The probe's scenario on a fake clock: 10 addresses each send one wrong code per second for the
    // victim's phone; the owner asks for a code every 20 s when he cannot log in and types it 15 s later.
    otp = make(() => '4321');
    const attackers = Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}`);
    let loginAt: number | null = null;
    let askedAt: number | null = null;
    const ownerSends: number[] = [];
    for (let second = 0; second < 300 && loginAt === null; second += 1) {
      await Promise.allSettled(
        attackers.map((ip, k) =>
          otp.verifyCode({ phone: PHONE, code: String((second * 10 + k) % 4321).padStart(4, '0'), ip }),
        ),
      );
      if (second >= 30 && askedAt === null && second % 20 === 10) {
        const sent = await otp.sendCode({ phone: PHONE, ip: IP }).then(
          () => true,
          () => false,
        );
        if (sent) {
          askedAt = second;
          ownerSends.push(second);
        }
      }
      if (askedAt !== null && second === askedAt + 15) {
        const login = await otp.verifyCode({ phone: PHONE, code: '4321', ip: IP }).then(
          () => true,
          () => false,
        );
        if (login) loginAt = second;
        askedAt = null;
      }
      advance(1000);
    }
    // The bound: guesses from elsewhere never burn a code the owner asked for, so his first code works.
    expect(ownerSends).toEqual([30]);
    expect(loginAt).toBe(45);
    // The attackers' guesses were counted against their own addresses, not the owner's.
    expect(await peek(db, 'otp:validate:ip:198.51.100.1')).toBeGreaterThan(40);
    expect(await peek(db, `otp:validate:ip:${IP}`)).toBe(1);
  });

  it_("a refused request never spends the asking address's budget", async () => {
    const { phoneSends } = DEFAULT_OTP_LIMITS;
    // Other addresses spend the phone's budget…
    for (let i = 0; i < phoneSends.max; i += 1) {
      await otp.sendCode({ phone: PHONE, ip: `198.51.100.${i + 1}` });
      advance(25_000);
    }
    await otp.verifyCode({ phone: PHONE, code: await lastCode(), ip: '198.51.100.5' });
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
    await otp.sendCode({ phone: PHONE, ip: IP });
    await expect(otp.verifyCode({ phone: PHONE, code: await lastCode(), ip: IP })).resolves.toHaveProperty(
      'token',
    );
  });

  it_('at most 20 codes per IP per hour, and 60 code checks per IP per 10 minutes', async () => {
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
      await rejection(otp.verifyCode({ phone, code: 'abcd', ip: IP }));
    }
    advance(5 * 60_000);
    await otp.sendCode({ phone: '+7 900 000-00-98', ip: '198.51.100.9' });
    const code = await lastCode('79000000098');
    const checks = await rejection(otp.verifyCode({ phone: '+7 900 000-00-98', code, ip: IP }));
    expect(checks.kind).toBe('validate_limit');
    expect(checks.retryAfter).toBe(300);
    expect(checks.detail).toBe('Слишком много попыток ввода кода. Попробуйте через 5 мин.');
    await expect(
      otp.verifyCode({ phone: '+7 900 000-00-98', code, ip: '198.51.100.9' }),
    ).resolves.toHaveProperty('token');
  });

  it_('an unusable phone is refused with the SPEC text', async () => {
    const bad = await rejection(otp.sendCode({ phone: '+7 (912) 34', ip: IP }));
    expect(bad.kind).toBe('invalid_phone');
    expect(bad.detail).toBe('Некорректный номер телефона!');
  });

  it_('a code request never renames a user who has a name', async () => {
    await db.insertInto('users').values({ phone: NORMALIZED, first_name: 'Борис' }).execute();
    await otp.sendCode({ phone: PHONE, name: 'Злоумышленник', ip: IP });
    const login = await otp.verifyCode({ phone: PHONE, code: await lastCode(), ip: IP });
    expect(login.first_name).toBe('Борис');
  });
});
