/**
 * Phone rules of SPEC §5 that need no phone metadata: digits, normalizing, the add-player and
 * child-form checks. Formatting and the completeness check (libphonenumber) live in
 * ./phone-format, published as `@quiz/domain/phone`, so the main entry stays small in the browser.
 */
import { ADD_PLAYER_PHONE_DIGITS, CHILD_PHONE_MIN_DIGITS } from './constants';

/** Every digit of the input, nothing else. */
export function phoneDigits(input: string | null | undefined): string {
  return (input ?? '').replace(/\D/g, '');
}

/**
 * The number as the server stores it: dashes, brackets, plus and spaces stripped (any other
 * non-digit too), and a leading 89 becomes 79.
 */
export function normalizePhone(input: string | null | undefined): string {
  const digits = phoneDigits(input);
  return digits.startsWith('89') ? `7${digits.slice(1)}` : digits;
}

/** Add-player phone: 11 or 12 digits after normalizing ('Некорректный номер телефона!' otherwise). */
export function isValidAddPlayerPhone(input: string | null | undefined): boolean {
  const length = normalizePhone(input).length;
  return (ADD_PLAYER_PHONE_DIGITS as readonly number[]).includes(length);
}

/** Child form phone: at least 7 digits. */
export function isValidChildPhone(input: string | null | undefined): boolean {
  return phoneDigits(input).length >= CHILD_PHONE_MIN_DIGITS;
}
