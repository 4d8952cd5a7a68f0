import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resumes in a later task, not in the microtasks of the current one', async () => {
    let resumed = false;
    const done = nextTask().then(() => {
      resumed = true;
    });
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(resumed).toBe(false);
    await done;
    expect(resumed).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToMain };
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
