/**
 * `createApiClient`: axios with base '/api/', `Authorization: Token {token}` on every call when
 * logged in, and SPEC §4/§8's 401 rule (log out + the error text in a toast). The only module of
 * @quiz/api that imports axios statically; the page's client (`./page-client.ts`) loads axios itself
 * with the page's first request and builds on the same `apiClientFactory`.
 */
import axios, { type AxiosError, type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import { apiClientFactory } from './page-client';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not run the 401 handler for this call (e.g. a call that expects 401 as an answer). */
    skipUnauthorized?: boolean;
  }
}

export interface ApiClientOptions {
  /** Default '/api/'; calls use paths relative to it ('common', 'event/5/'). */
  baseURL?: string;
  /** The current token or null; read on every request. */
  getToken?: () => string | null | undefined;
  /** Called on any 401 answer with the error and its display text; the call still rejects. */
  onUnauthorized?: (error: AxiosError, message: string) => void;
  /** Extra axios defaults (timeout, adapter for tests, …). */
  axiosConfig?: CreateAxiosDefaults;
}

/** Builds a configured axios instance. */
export const createApiClient: (options?: ApiClientOptions) => AxiosInstance =
  /*#__PURE__*/ apiClientFactory(axios);
