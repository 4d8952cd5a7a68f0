/**
 * Phone rules of SPEC §5 that need libphonenumber: as-you-type formatting and the completeness
 * check. Published as `@quiz/domain/phone` (a separately shared entry, loaded only with the login
 * flow); the light rules (digits, normalizing, add-player and child checks) are in ./phone.
 *
 * Formats (never longer than PHONE_INPUT_MAX = 18 characters):
 * - Russia, typed with '+7', '7' or a bare '9…':  '+7 (912) 345-67-89'
 * - Russia, typed with a leading '8':             '8 (912) 345-67-89'
 * - Turkey, typed with '+90':                     '+90 (532) 123-4567'
 *   (SPEC's '+90 (xxx) xxx-xx-xx' needs 19 characters for Turkey's 12 digits; the last group is
 *   written as one block so the whole number fits in 18 and no digit is cut.)
 * - any other '+' number: libphonenumber's international as-you-type format.
 */
import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js';
import { PHONE_INPUT_MAX } from './constants';
import { normalizePhone, phoneDigits } from './phone';

/** Applies a mask such as '(xxx) xxx-xx-xx' to digits; separators appear only before a digit. */
function applyMask(digits: string, mask: string): string {
  let out = '';
  let i = 0;
  let pending = '';
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === 'x') {
      out += pending + digits[i];
      pending = '';
      i += 1;
    } else {
      pending += ch;
    }
  }
  return out;
}

const NATIONAL_RU_MASK = '(xxx) xxx-xx-xx';
const NATIONAL_TR_MASK = '(xxx) xxx-xxxx';

/** Formats the phone input as the user types (see the module comment for the formats). */
export function formatPhoneInput(input: string | null | undefined): string {
  const raw = (input ?? '').trimStart();
  const digits = phoneDigits(raw);
  const plus = raw.startsWith('+');
  if (!digits) return plus ? '+' : '';

  let result: string;
  if (!plus && digits.startsWith('8')) {
    const rest = digits.slice(1, 11);
    result = rest ? `8 ${applyMask(rest, NATIONAL_RU_MASK)}` : '8';
  } else if (plus && digits.startsWith('90')) {
    const rest = digits.slice(2, 12);
    result = rest ? `+90 ${applyMask(rest, NATIONAL_TR_MASK)}` : '+90';
  } else if (plus && digits === '9') {
    // Could still become +90 (Turkey) or another +9x country.
    result = '+9';
  } else if (digits.startsWith('7') || !plus) {
    // '+7…', '7…', or a bare national number such as '912…' (Russia assumed).
    const rest = digits.startsWith('7') ? digits.slice(1, 11) : digits.slice(0, 10);
    result = rest ? `+7 ${applyMask(rest, NATIONAL_RU_MASK)}` : '+7';
  } else {
    result = new AsYouType().input(`+${digits.slice(0, 15)}`);
  }
  return result.slice(0, PHONE_INPUT_MAX);
}

/**
 * True when the (formatted or raw) input holds a whole number: 11 digits for Russia
 * (leading 7 or 8), 12 for Turkey (+90), otherwise a number libphonenumber deems possible.
 */
export function isCompletePhone(input: string | null | undefined): boolean {
  const digits = normalizePhone(input);
  if (digits.startsWith('7')) return digits.length === 11;
  if (digits.startsWith('90')) return digits.length === 12;
  if (digits.length < 8) return false;
  return parsePhoneNumberFromString(`+${digits}`)?.isPossible() ?? false;
}
