/**
 * errorLoadRemote policy: record the failure (for the debug hook and e2e) and let it propagate,
 * so the <RemoteParcel> error boundary shows «Не удалось загрузить раздел» with «Повторить».
 * No fallback module is returned: a silently replaced remote would hide the outage.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteError } from '../debug';

export default function quizErrorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'quiz-error-load-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      const message = error instanceof Error ? error.message : String(error);
      recordRemoteError({ id, lifecycle, message });
      console.warn(`[federation] ${id} failed at ${lifecycle}: ${message}`);
      return undefined;
    },
  };
}
