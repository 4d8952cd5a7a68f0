import { getQuizDebug } from '../debug';
import { registryStore } from '../registry';
import quizFallbackPlugin, { type FallbackOrigin } from './fallback-plugin';

const CURRENT = 'http://localhost/mf/mf_seating/2.0.0/mf-manifest.json';
const PREVIOUS = 'http://localhost/mf/mf_seating/1.0.0/mf-manifest.json';

/** A federation instance whose loads succeed only for the entries in `working`. */
function fakeOrigin(working: string[]) {
  const entries: Record<string, string> = { mf_seating: CURRENT };
  const origin: FallbackOrigin & { entries: Record<string, string>; registerRemotes: jest.Mock } = {
    entries,
    registerRemotes: jest.fn((remotes: Array<{ name: string; entry: string }>) => {
      for (const r of remotes) entries[r.name] = r.entry;
    }),
    loadRemote: async <T>(id: string) => {
      const name = id.split('/')[0] ?? '';
      const entry = entries[name] ?? '';
      if (!working.includes(entry)) {
        // the runtime reports the inner failure through the same hook
        await hook({ id, lifecycle: 'onLoad', origin, error: new Error('404') });
        throw new Error(`${entry} failed`);
      }
      return { from: entry } as T;
    },
  };
  return origin;
}

const plugin = quizFallbackPlugin();
const hook = (args: Record<string, unknown>) =>
  (plugin.errorLoadRemote as unknown as (a: Record<string, unknown>) => Promise<unknown>)(args);

beforeEach(() => {
  registryStore().remotes = {
    mf_seating: { entry: CURRENT, version: '2.0.0', previous: { entry: PREVIOUS, version: '1.0.0' } },
    mf_events: { entry: 'http://localhost/e.json', version: null, previous: null },
  };
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('fallback to the previous version', () => {
  it('loads the module from the previous version when the current one fails, and records it', async () => {
    const origin = fakeOrigin([PREVIOUS]);
    const result = await hook({ id: 'mf_seating/App', lifecycle: 'onLoad', origin, error: new Error('404') });
    expect(result).toEqual({ from: PREVIOUS });
    expect(origin.entries.mf_seating).toBe(PREVIOUS);
    expect(origin.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_seating', entry: PREVIOUS }], {
      force: true,
    });
    expect(getQuizDebug().fallbacks.at(-1)).toMatchObject({
      remote: 'mf_seating',
      from: CURRENT,
      to: PREVIOUS,
    });
  });

  it('when the previous version fails too: lets the error through and registers the current one back', async () => {
    const origin = fakeOrigin([]);
    const result = await hook({ id: 'mf_seating/App', lifecycle: 'onLoad', origin, error: new Error('404') });
    expect(result).toBeUndefined();
    expect(origin.entries.mf_seating).toBe(CURRENT);
  });

  it('does nothing without a previous version, or for other lifecycles', async () => {
    const origin = fakeOrigin([PREVIOUS]);
    expect(
      await hook({ id: 'mf_events/App', lifecycle: 'onLoad', origin, error: new Error('x') }),
    ).toBeUndefined();
    expect(
      await hook({ id: CURRENT, lifecycle: 'afterResolve', origin, error: new Error('x') }),
    ).toBeUndefined();
    expect(origin.registerRemotes).not.toHaveBeenCalled();
  });
});
