/**
 * Retry policy for remote loading (runtime plugin of the shell's federation instance).
 * Kept small on purpose: a blocked or down remote must reach its fallback within ~2 s
 * (one manifest refetch after the plugin's fixed ~1 s delay, one script retry after 300 ms).
 * The «Повторить» button of <RemoteParcel> is the user's retry beyond that.
 */

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { RETRY_OPTIONS } from './retry-options';

export default function quizRetryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({ fetch: { ...RETRY_OPTIONS.fetch }, script: { ...RETRY_OPTIONS.script } });
}
