/**
 * Every service with dependencies is built once per app and decorated on it (SERVICE_PLUGINS): the
 * route modules read `app.otp`, `app.profile`, `app.teams`, never build their own copy — the login
 * code service used to be built twice (login calls, registration form) and the teams services kept
 * in a module-level WeakMap.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describeEachDb, startTestApp, type TestApp } from '../../test/helpers';

const SRC = path.join(__dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The non-test source files that call `name(`, relative to src/. */
function callersOf(name: string): string[] {
  const call = new RegExp(`\\b${name}\\(`);
  return sources(SRC)
    .filter((file) => call.test(fs.readFileSync(file, 'utf8').replace(new RegExp(`function ${name}\\(`), '')))
    .map((file) => path.relative(SRC, file));
}

describe('services are built in their plugins only', () => {
  it.each([
    ['createOtpService', 'auth/plugin.ts'],
    ['createProfileService', 'modules/profile/plugin.ts'],
    ['createTeamsServices', 'modules/teams/plugin.ts'],
    ['createPendingRegistrations', 'modules/teams/plugin.ts'],
  ])('%s is called from %s alone', (factory, plugin) => {
    expect(callersOf(factory)).toEqual([plugin]);
  });

  it('no module keeps services per app in a WeakMap', () => {
    const holders = sources(path.join(SRC, 'modules')).filter((file) =>
      /new WeakMap</.test(fs.readFileSync(file, 'utf8')),
    );
    expect(holders.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});

describeEachDb('service decorators', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  }, 60_000);
  afterAll(async () => t?.close());

  it('the app carries each service once, visible to every route module', () => {
    for (const name of ['otp', 'loginCodes', 'profile', 'teams'])
      expect({ name, decorated: t.app.hasDecorator(name) }).toEqual({ name, decorated: true });
    expect(typeof t.app.otp.sendCode).toBe('function');
    expect(typeof t.app.teams.pending.submit).toBe('function');
    expect(typeof t.app.profile.confirmPhone).toBe('function');
  });
});
