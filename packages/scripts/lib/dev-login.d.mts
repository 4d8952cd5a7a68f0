export interface DevCallOptions {
  /** sent as JSON */
  body?: unknown;
  /** `Authorization: Token …` */
  token?: string;
  /** `X-Forwarded-For` (a made-up client address behind nginx) */
  ip?: string;
  headers?: Record<string, string>;
  /** default 10 000 */
  timeoutMs?: number;
}
export interface DevAnswer<T = unknown> {
  status: number;
  /** the parsed JSON, the text when it is not JSON, null when empty */
  body: T;
  headers: Headers;
  ms: number;
}
export interface DevLoginOptions {
  /** 11 digits; a new phone when absent */
  phone?: string;
  /** the name a new account gets (default «Игрок Тестов») */
  name?: string;
  ip?: string;
  /** 429 answers (the number's resend timer) waited out, default 5 */
  retries?: number;
}
export interface DevLoggedIn {
  phone: string;
  token: string;
  firstName: string;
}
export declare function devCall<T = unknown>(
  base: string,
  method: string,
  url: string,
  options?: DevCallOptions,
): Promise<DevAnswer<T>>;
export declare function uniquePhone(): string;
export declare function codeFromOutbox(
  base: string,
  phone: string,
  options?: { since?: string },
): Promise<string>;
export declare function devLogin(base: string, options?: DevLoginOptions): Promise<DevLoggedIn>;
