/**
 * Security tier (`npm test` phase `security`, jest project `security`): a 10,000-guess brute force against
 * one phone's code, from 10,000 addresses in concurrent batches, never logs in and gets at most the
 * number's day of compared guesses — on SQLite and (when reachable) PostgreSQL. Kept out of the unit
 * tier because it takes tens of seconds per database.
 */
import { describeEachDb } from '../../test/helpers';
import { otpHarness, OTP_PHONE as PHONE } from '../../test/otp-harness';
import { newChallenge } from './challenges';
import { DEFAULT_OTP_LIMITS } from './limits';

describeEachDb('OTP service under attack', (target) => {
  const harness = otpHarness(target);
  const advance = (ms: number) => harness.advance(ms);

  it('brute force: 10,000 guesses against one phone, from 10,000 addresses, never log in', async () => {
    const db = harness.db;
    // The victim's code is one the attacker reaches late, so luck in the first tries cannot hide a bug.
    const otp = harness.make(() => '9999');
    const owner = await otp.sendCode({ phone: PHONE, ip: '192.0.2.1' });
    let logins = 0;
    let challenge = newChallenge();
    // Guesses go in concurrent batches, as a botnet would send them: the counters must hold under races.
    const BATCH = 25;
    for (let start = 0; start < 10_000; start += BATCH) {
      // Every 100 guesses the attacker also asks for a challenge of his own, from a new address, as
      // often as the server allows; half of each batch names it, half names challenges made up.
      if (start % 100 === 0) {
        const asked = await otp
          .sendCode({ phone: PHONE, ip: `192.0.2.${(start / 100) % 250}` })
          .catch(() => null);
        if (asked) challenge = asked.challenge;
      }
      advance(BATCH * 50);
      const results = await Promise.allSettled(
        Array.from({ length: BATCH }, (_, k) => {
          const guess = start + k;
          const ip = `10.${(guess >> 16) & 255}.${(guess >> 8) & 255}.${guess & 255}`;
          const named = k % 2 === 0 ? challenge : newChallenge();
          return otp.verifyCode({ phone: PHONE, code: String(guess).padStart(4, '0'), challenge: named, ip });
        }),
      );
      logins += results.filter((r) => r.status === 'fulfilled').length;
    }
    expect(logins).toBe(0);
    const rows = await db.selectFrom('auth_codes').select(['attempts', 'send_count']).execute();
    const compared = rows.reduce((sum, r) => sum + Number(r.attempts), 0);
    const sends = rows.reduce((sum, r) => sum + Number(r.send_count), 0);
    // The attack lasts 400 × 1.25 s = 500 s: at most two windows of the number's send budget; of the
    // 10,000 guesses at most the number's day of guesses were compared (1 % of a 4-digit code).
    const { phoneSends, phoneGuesses } = DEFAULT_OTP_LIMITS;
    expect(sends).toBeLessThanOrEqual(phoneSends.max * Math.ceil(500_000 / phoneSends.windowMs));
    expect(compared).toBeLessThanOrEqual(phoneGuesses.max);
    expect(await db.selectFrom('tokens').select('key_hash').execute()).toHaveLength(0);
    // The owner's challenge was never named by a guess: untouched.
    const mine = await db
      .selectFrom('auth_codes')
      .select('attempts')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(Number(mine.attempts)).toBe(0);
    expect(owner.sent).toBe(true);
  }, 180_000);
});
