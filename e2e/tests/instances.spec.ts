/**
 * Sites side by side on one machine (README "Two commands"): a second `PORT=<other> npm start` beside a
 * running one serves too. The demo venue page follows PORT (PORT + 1); a demo port that is taken is a
 * warning and another free port, never an exit — in start.mjs, and in the server itself should the port
 * be taken between the choice and the listen. Every port here is a free one, so this runs beside the
 * journeys' own server and a site on 8080/8081.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, freePortBlock } from '../../packages/scripts/lib/ports.mjs';
import { ROOT } from '../delivery';
import { expect, test } from '../fixtures';

interface Started {
  child: ChildProcess;
  output: () => string;
}

const running: ChildProcess[] = [];
let tmp: string;

test.beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-instances-'));
});

test.afterAll(async () => {
  await Promise.all(
    running.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }),
  );
  fs.rmSync(tmp, { recursive: true, force: true });
});

function start(args: string[], env: Record<string, string>, cwd = ROOT): Started {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, SSR_BUDGET_MS: '3000', REMINDERS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  return { child, output: () => output };
}

/** `npm start` as the README runs it, on a fresh database, without install or build. */
const npmStart = (port: number, extra: string[] = []) =>
  start(
    [path.join(ROOT, 'packages/scripts/start.mjs'), '--no-install', '--no-build', '--fresh-db', ...extra],
    { PORT: String(port) },
  );

async function answers(url: string, started: Started): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (started.child.exitCode !== null)
      throw new Error(`exited ${started.child.exitCode} before ${url} answered:\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer:\n${started.output()}`);
}

const status = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 0,
  );

test('a second start beside a running site serves too; a taken demo port is a warning, never an exit', async () => {
  test.setTimeout(180_000);
  // the first site and its demo page (PORT + 1): two free ports in a row
  const first = await freePortBlock(2);
  const a = npmStart(first);
  await answers(`http://127.0.0.1:${first}/api/common`, a);
  // the demo venue page follows PORT
  await answers(`http://127.0.0.1:${first + 1}/`, a);

  // the second site asks for the first one's demo port: it takes another one and says so
  const second = await freePort();
  const b = npmStart(second, ['--demo-port', String(first + 1)]);
  await answers(`http://127.0.0.1:${second}/api/common`, b);
  expect(b.output()).toMatch(
    new RegExp(`warning: port ${first + 1} is taken; the demo venue page uses port \\d+`),
  );
  const demoPort = Number(/the demo venue page uses port (\d+)/.exec(b.output())?.[1]);
  await answers(`http://127.0.0.1:${demoPort}/`, b);

  // the server itself, told to serve the demo page on a taken port: a warning, the site serves on
  const third = await freePort();
  const c = start(
    ['--import', 'tsx', 'src/server.ts'],
    {
      PORT: String(third),
      HOST: '127.0.0.1',
      DEMO_VENUE_PORT: String(first + 1),
      DATA_DIR: tmp,
      DATABASE_URL: `sqlite:${path.join(tmp, 'quiz.sqlite')}`,
    },
    path.join(ROOT, 'packages/server'),
  );
  await answers(`http://127.0.0.1:${third}/api/common`, c);
  await expect.poll(() => c.output()).toContain(`demo venue page not served: port ${first + 1} is taken`);

  // and all of them still serve
  for (const url of [
    `http://127.0.0.1:${first}/`,
    `http://127.0.0.1:${first + 1}/`,
    `http://127.0.0.1:${second}/`,
    `http://127.0.0.1:${demoPort}/`,
    `http://127.0.0.1:${third}/api/common`,
  ])
    expect([url, await status(url)]).toEqual([url, 200]);
  for (const started of [a, b, c]) expect(started.child.exitCode).toBeNull();
});
