/**
 * Codes bound to the challenge their send answered, and a number's daily guess budget, written as the
 * attacks they answer (service level, on a fake clock, SQLite and PostgreSQL):
 *
 * - lock-out: an attacker asks for codes for the owner's number from 10 addresses and burns each with
 *   wrong guesses for 5 minutes while the owner tries to log in every 20 s: his first code logs him in;
 * - daily bound: an attacker with a fresh address for every code, for 24 hours, gets at most
 *   CODE_GUESSES_PER_PHONE_DAY compared guesses against the number (≤ 1 % to hit a 4-digit code).
 *
 * The figures these scenarios give are in packages/server/README.md, "Login codes and limits".
 */
import { CODE_GUESSES_PER_PHONE_ADDRESS_DAY, CODE_GUESSES_PER_PHONE_DAY, CODE_TTL_MS } from '@quiz/domain';
import { describeEachDb } from '../../test/helpers';
import { OTP_NORMALIZED, OTP_PHONE, otpHarness } from '../../test/otp-harness';
import type { OtpService } from './otp';
import type { OtpError } from './otp-errors';

const PHONE = OTP_PHONE;
const OWNER_IP = '203.0.113.7';
const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(4, '0');

/** What a code check answered: a login, or the refusal's kind. */
async function check(otp: OtpService, input: Parameters<OtpService['verifyCode']>[0]): Promise<string> {
  return otp.verifyCode(input).then(
    () => 'login',
    (error: OtpError) => error.kind,
  );
}

describeEachDb('login challenges', (target) => {
  const harness = otpHarness(target);
  const texts = async () => (await harness.db.selectFrom('dev_outbox').select('id').execute()).length;

  it('lock-out: 10 addresses asking and burning codes for 5 minutes never touch the owner’s code: his first code logs him in', async () => {
    // Codes from 5000 up; the attacker guesses from 0000 up, so a hit would be luck the test cannot have.
    let next = 5000;
    const otp = harness.make(() => String(next++));
    const attackers = Array.from({ length: 10 }, (_, i) => ({
      ip: `198.51.100.${i + 1}`,
      challenge: '',
      left: 0,
      guess: i * 100,
    }));
    let compared = 0;
    let refused = 0;
    const refusedAsks = new Set<string>();
    let attackerLogins = 0;
    const ownerTries: { askedAt: number; asked: boolean; loggedIn: boolean }[] = [];
    let waiting: { askedAt: number; challenge: string; code: string } | null = null;
    let loggedIn = false;
    for (let second = 0; second < 300; second += 1) {
      for (const a of attackers) {
        // Each address asks for a code whenever it has none left to burn, then guesses once a second.
        if (a.left === 0) {
          const sent = await otp.sendCode({ phone: PHONE, ip: a.ip }).catch((error: OtpError) => {
            refusedAsks.add(error.kind);
            return null;
          });
          if (sent) {
            a.challenge = sent.challenge ?? '';
            a.left = 5;
          }
        }
        if (a.left === 0) continue;
        a.guess += 1;
        const answer = await check(otp, {
          phone: PHONE,
          code: pad(a.guess),
          challenge: a.challenge,
          ip: a.ip,
        });
        if (answer === 'invalid_code') {
          compared += 1;
          a.left -= 1;
        } else if (answer === 'login') attackerLogins += 1;
        else {
          refused += 1;
          a.left = 0;
        }
      }
      // The owner asks at 30 s, then every 20 s while he is not in, and types the code that reached
      // his phone 15 s after he asked.
      if (!loggedIn && !waiting && second >= 30 && (second - 30) % 20 === 0) {
        const sent = await otp.sendCode({ phone: PHONE, ip: OWNER_IP }).catch(() => null);
        if (sent)
          waiting = { askedAt: second, challenge: sent.challenge ?? '', code: await harness.lastCode() };
        else ownerTries.push({ askedAt: second, asked: false, loggedIn: false });
      }
      if (waiting && second === waiting.askedAt + 15) {
        const { askedAt, challenge, code } = waiting;
        loggedIn = (await check(otp, { phone: PHONE, code, challenge, ip: OWNER_IP })) === 'login';
        ownerTries.push({ askedAt, asked: true, loggedIn });
        waiting = null;
      }
      harness.advance(1000);
    }
    // The owner logs in on his first try, with the first code he got.
    expect(ownerTries).toEqual([{ askedAt: 30, asked: true, loggedIn: true }]);
    expect(attackerLogins).toBe(0);
    // Each attacking address spent its day's guesses on the number (5); after that it gets no code for it.
    expect(compared).toBe(attackers.length * CODE_GUESSES_PER_PHONE_ADDRESS_DAY.max);
    expect(refused).toBe(0);
    expect([...refusedAsks]).toEqual(['guess_limit']);
    // What the attack cost the owner: the number's 5 texts of 5 minutes, nothing more.
    expect(await texts()).toBe(5);
  });

  it('daily bound: a fresh address for every code, for 24 hours, gets at most 100 compared guesses at the number', async () => {
    const otp = harness.make(() => '9999');
    let address = 0;
    let compared = 0;
    let logins = 0;
    let guess = 0;
    const refusals = new Set<string>();
    const attack = async () => {
      // 10 new addresses every 5 minutes, each asking once and guessing until it is refused.
      for (let k = 0; k < 10; k += 1) {
        address += 1;
        const ip = `10.${(address >> 8) & 255}.${address & 255}.9`;
        const sent = await otp.sendCode({ phone: PHONE, ip }).catch((error: OtpError) => {
          refusals.add(error.detail);
          return null;
        });
        if (!sent) continue;
        for (let t = 0; t < 5; t += 1) {
          guess += 1;
          const answer = await otp
            .verifyCode({ phone: PHONE, code: pad(guess), challenge: sent.challenge ?? '', ip })
            .then(
              () => 'login',
              (error: OtpError) => {
                if (error.kind !== 'invalid_code') refusals.add(error.detail);
                return error.kind;
              },
            );
          if (answer === 'login') logins += 1;
          if (answer === 'invalid_code') compared += 1;
          else break;
        }
      }
    };
    for (let minute = 0; minute < 24 * 60; minute += 5) {
      await attack();
      harness.advance(5 * MINUTE);
    }
    expect(logins).toBe(0);
    // 100 compared guesses against a 4-digit code: at most a 1 % chance a day.
    expect(compared).toBeLessThanOrEqual(100);
    expect(compared).toBe(CODE_GUESSES_PER_PHONE_DAY.max);
    expect(compared / 10_000).toBeLessThanOrEqual(0.01);
    expect([...refusals]).toContainEqual(
      expect.stringMatching(
        /^Слишком много неверных кодов для этого номера\. Попробуйте через \d+ (мин|ч)\.$/,
      ),
    );
    // The budget comes back as the day's guesses get older than a day (and the codes' 10 minutes).
    harness.advance(CODE_TTL_MS);
    const before = compared;
    await attack();
    expect(compared).toBeGreaterThan(before);
    expect(OTP_NORMALIZED).toMatch(/^7\d{10}$/);
  });
});
