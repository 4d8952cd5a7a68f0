/**
 * Debug hook for tests and benchmarks: `window.__quiz`.
 * - mountCount[name]: incremented by defineRemote on every single-spa mount of that parcel
 *   (an e2e proves "no remount" by reading it before and after an in-remote navigation).
 * - remoteErrors: failures reported by the errorLoadRemote runtime plugin.
 * - registryIssues: invalid entries of /remotes.json (registry.ts).
 * - fallbacks: remotes the fallback plugin switched to their previous version.
 */
export interface QuizDebug {
  mountCount: Record<string, number>;
  remoteErrors: Array<{ id: string; lifecycle: string; message: string; at: number }>;
  registryIssues: Array<{ name: string; message: string }>;
  fallbacks: Array<{ remote: string; from: string; to: string; at: number }>;
}

type WithDebug = typeof globalThis & { __quiz?: QuizDebug };

export function getQuizDebug(): QuizDebug {
  const g = globalThis as WithDebug;
  if (!g.__quiz) g.__quiz = { mountCount: {}, remoteErrors: [], registryIssues: [], fallbacks: [] };
  g.__quiz.mountCount ??= {};
  g.__quiz.remoteErrors ??= [];
  g.__quiz.registryIssues ??= [];
  g.__quiz.fallbacks ??= [];
  return g.__quiz;
}

export function countMount(name: string): void {
  const debug = getQuizDebug();
  debug.mountCount[name] = (debug.mountCount[name] ?? 0) + 1;
}

export function recordRemoteError(entry: { id: string; lifecycle: string; message: string }): void {
  getQuizDebug().remoteErrors.push({ ...entry, at: Date.now() });
}

export function recordRegistryIssue(issue: { name: string; message: string }): void {
  getQuizDebug().registryIssues.push(issue);
}

export function recordFallback(entry: { remote: string; from: string; to: string }): void {
  getQuizDebug().fallbacks.push({ ...entry, at: Date.now() });
}
