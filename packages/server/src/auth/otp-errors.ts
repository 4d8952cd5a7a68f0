/** The refusals of the code service and the code budgets, with their Russian texts (SPEC §8). */

export type OtpErrorKind =
  | 'invalid_phone'
  | 'resend_wait'
  | 'phone_limit'
  | 'ip_limit'
  | 'account_limit'
  | 'validate_limit'
  | 'guess_limit'
  | 'invalid_code'
  | 'delivery';

/** A refusal the routes turn into SPEC §8 bodies (400 / 429 / 502). */
export class OtpError extends Error {
  constructor(
    readonly kind: OtpErrorKind,
    readonly detail: string,
    /** seconds, for 429 answers */
    readonly retryAfter?: number,
  ) {
    super(detail);
    this.name = 'OtpError';
  }
}

const minutes = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));
export const resendWaitText = (seconds: number): string => `Повторная отправка возможна через ${seconds} с`;
export const phoneLimitText = (seconds: number): string =>
  `Слишком много кодов на этот номер. Попробуйте через ${minutes(seconds)} мин.`;
export const ipLimitText = (seconds: number): string =>
  `Слишком много запросов кода. Попробуйте через ${minutes(seconds)} мин.`;
export const accountLimitText = (seconds: number): string =>
  `Слишком много кодов. Попробуйте через ${minutes(seconds)} мин.`;
export const validateLimitText = (seconds: number): string =>
  `Слишком много попыток ввода кода. Попробуйте через ${minutes(seconds)} мин.`;
/** «15 мин.» up to two hours, else «3 ч.» (rounded up). */
const waitText = (seconds: number): string =>
  seconds <= 2 * 3600 ? `${minutes(seconds)} мин.` : `${Math.ceil(seconds / 3600)} ч.`;
/** A number (or an address, for that number) whose day of guesses is spent: no code, no comparison. */
export const guessLimitText = (seconds: number): string =>
  `Слишком много неверных кодов для этого номера. Попробуйте через ${waitText(seconds)}`;
export const DELIVERY_FAILED_TEXT = 'Не удалось отправить код. Попробуйте ещё раз.';
