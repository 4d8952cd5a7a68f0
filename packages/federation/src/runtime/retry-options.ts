/**
 * How often and how soon a failed remote file is fetched again before its slot shows «Повторить»:
 * one manifest refetch (after the retry plugin's fixed ~1 s delay), one script retry after 300 ms.
 * The runtime's retry plugin uses them for remoteEntry and `./App`; `retryableLazy` retries a remote's
 * own lazy chunks (its screens) once after the same delay.
 */
export const SCRIPT_RETRY_DELAY_MS = 300;

export const RETRY_OPTIONS = {
  fetch: { retryTimes: 1 },
  script: { retryTimes: 1, retryDelay: SCRIPT_RETRY_DELAY_MS },
} as const;
