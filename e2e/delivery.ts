/**
 * Support for the journeys that release remotes (delivery.spec.ts, ssr.spec.ts): a second production
 * server of this repository that reads its own registry file (REMOTES_FILE in a temporary folder), so
 * switching versions never disturbs the journeys running on the main server meanwhile, and
 * `packages/scripts/release.mjs` run with a build overlay (QUIZ_BUILD_OVERLAY: files that replace
 * repository files in the released build only).
 */
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../packages/scripts/lib/ports.mjs';

export const ROOT = path.resolve(__dirname, '..');
export const RELEASE_SCRIPT = path.join(ROOT, 'packages/scripts/release.mjs');

export function writeFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Runs a Node script of the repository (cwd: the repository root); rejects with its output. */
export function runNode(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stdout}\n${stderr}`)) : resolve(stdout),
    );
  });
}

/**
 * `pnpm release <remote>` into `registryFile` as `version`, built with `overlay` when given; `build:
 * false` registers a folder that exists, `force` passes the compatibility gate.
 */
export function release(
  remote: string,
  {
    registryFile,
    version,
    overlay,
    build = true,
    force = false,
  }: { registryFile: string; version: string; overlay?: string; build?: boolean; force?: boolean },
): Promise<string> {
  return runNode(
    [
      RELEASE_SCRIPT,
      remote,
      '--registry',
      registryFile,
      '--version',
      version,
      ...(build ? [] : ['--no-build']),
      ...(force ? ['--force'] : []),
    ],
    overlay ? { QUIZ_BUILD_OVERLAY: overlay } : {},
  );
}

/** `pnpm rollback <remote>` in `registryFile`. */
export function rollback(remote: string, registryFile: string): Promise<string> {
  return runNode([RELEASE_SCRIPT, remote, '--rollback', '--registry', registryFile]);
}

/** A hash of every file of the shell's build (name + bytes). */
export function shellDigest(): string {
  const dir = path.join(ROOT, 'shell', 'dist');
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const entry of fs
      .readdirSync(d, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

export interface DeliveryServer {
  baseUrl: string;
  /** the demo venue page (another origin), when asked for */
  demoUrl: string | null;
  stop(): Promise<void>;
}

/**
 * A production server of the built repository on a free port and a fresh database, serving the
 * registry of `registryFile` (computed from the builds until the file exists). Resolves once it answers.
 * Its demo venue page is off unless `demo` (then on a free port too): servers of journeys running side
 * by side, or beside a site on 8080/8081, never ask for the same port.
 */
export async function startDeliveryServer(
  registryFile: string,
  { demo = false }: { demo?: boolean } = {},
): Promise<DeliveryServer> {
  const port = await freePort();
  const demoPort = demo ? await freePort() : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [
      path.join(ROOT, 'packages/scripts/start.mjs'),
      '--no-install',
      '--no-build',
      '--fresh-db',
      '--port',
      String(port),
      ...(demoPort ? ['--demo-port', String(demoPort)] : ['--no-demo']),
    ],
    // the generous server-render budget of playwright.config.ts's server: a busy machine must not turn a
    // render into the fallback
    {
      cwd: ROOT,
      env: { SSR_BUDGET_MS: '3000', ...process.env, REMOTES_FILE: registryFile },
      stdio: 'ignore',
    },
  );
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  };
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(`${baseUrl}/api/common`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { baseUrl, demoUrl: demoPort ? `http://127.0.0.1:${demoPort}` : null, stop };
    if (server.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('the delivery server did not start');
}
