/**
 * The warm-up of the server bundles (ssr/warm-up.ts) through the real app: a remote with personal pages
 * only (mf_teams here) gets its bundle loaded and one of its personal pages rendered for nobody, the
 * first whose render succeeds, so its first player after a start or a release does not pay for a cold
 * bundle. The fake bundle notes each render it is asked for (in a file: it runs outside jest's sandbox).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeEachDb, startTestApp, type TestApp } from '../../test/helpers';
import { warmUp } from './warm-up';

const SHELL_BUNDLE = `
exports.renderFrame = function (state, slotHtml) { return '<main>' + slotHtml + '</main>'; };
`;

/** The cabinet needs the player (its call is refused for nobody, as the real loader's); the others render. */
function teamsBundle(notes: string): string {
  return `
var fs = require('node:fs');
exports.render = async function (request) {
  if (request.route === 'cabinet') {
    var answer = await request.transport({ method: 'GET', url: '/api/user/events' });
    fs.appendFileSync(${JSON.stringify(notes)}, 'cabinet: ' + answer.status + '\\n');
    if (answer.status !== 200) throw new Error('HTTP ' + answer.status);
  }
  fs.appendFileSync(${JSON.stringify(notes)}, request.route + ' rendered for ' + (request.user ? 'a player' : 'nobody') + '\\n');
  return { html: '<h1>Команды</h1>', data: null };
};
`;
}

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

describeEachDb('server bundles warmed up', (target) => {
  let t: TestApp;
  let root: string;
  let notes: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-warm-up-'));
    notes = path.join(root, 'notes.txt');
    write(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    write(path.join(root, 'shell', 'dist', '.server', 'ssr.js'), SHELL_BUNDLE);
    write(path.join(root, 'mf-teams', 'dist', '1.0.0', 'mf-manifest.json'), '{}');
    write(path.join(root, 'mf-teams', 'dist', '1.0.0', '.server', 'ssr.js'), teamsBundle(notes));
    const registryFile = path.join(root, 'remotes.json');
    write(registryFile, JSON.stringify({ mf_teams: '/mf/mf_teams/1.0.0/mf-manifest.json' }));
    t = await startTestApp(target, { seed: true, static: { root, remotesFile: registryFile } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('renders one personal page of a remote without public pages, for nobody: the first that renders', async () => {
    fs.rmSync(notes, { force: true });
    const registry = t.app.remoteRegistry?.current();
    expect(registry?.mf_teams).toBeDefined();
    await warmUp(t.app, root, {}, registry ?? {});
    const lines = fs.readFileSync(notes, 'utf8').trim().split('\n');
    expect(lines[0]).toBe('cabinet: 401');
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^\w+ rendered for nobody$/)]);
    expect(lines[1]).not.toMatch(/^cabinet /);
  });

  it('leaves a remote whose version did not change alone', async () => {
    fs.rmSync(notes, { force: true });
    const registry = t.app.remoteRegistry?.current() ?? {};
    await warmUp(t.app, root, registry, registry);
    expect(fs.existsSync(notes)).toBe(false);
  });
});
