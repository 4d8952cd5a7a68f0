/**
 * Ends the current main-thread task and resumes in a new one, ahead of other queued work where the
 * browser can (`scheduler.yield`), else after a zero-delay message. Startup code calls it between its
 * phases (the shared modules, the app's own modules, the first render) so that none of them is one long
 * task: a tap in between is answered, and Lighthouse's Total Blocking Time counts each phase on its own
 * instead of their sum. A promise chain alone does not do this: microtasks run in the same task.
 * Imports nothing, so the shell's entry can use it before any shared module is evaluated.
 */
interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
