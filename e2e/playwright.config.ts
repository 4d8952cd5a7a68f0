import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../packages/scripts/lib/browser.mjs';
import { runDir } from './roles';

/**
 * Journeys in Debian's Chromium against the production build, served by packages/scripts/start.mjs
 * on a fresh temporary SQLite database. Build first (`npm run build`); `npm test` does it all.
 *
 * Env: E2E_PORT (default 8090) · E2E_DEMO_PORT (the demo venue page, default E2E_PORT + 10) · E2E_BASE_URL (use a running server instead of starting one) ·
 *      E2E_JSON_OUTPUT (json report path) · CHROMIUM_PATH (default /usr/bin/chromium) ·
 *      E2E_WORKERS (default 2).
 */
const port = Number(process.env.E2E_PORT ?? 8090);
/** the demo venue page (another origin embedding the preorder): E2E_DEMO_PORT, else E2E_PORT + 10 */
const demoPort = Number(process.env.E2E_DEMO_PORT ?? port + 10);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
// Several sessions may run e2e at once on their own ports: keep their artifacts apart.
const outDir = runDir();

const chromium = {
  browserName: 'chromium',
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH, args: CHROMIUM_ARGS },
} as const;

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(outDir, 'artifacts'),
  fullyParallel: true,
  // two browsers on two cores (E2E_WORKERS to measure another count): see e2e/README.md
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A failed journey runs once more, recording a trace: the trace of the failure to read, while the
  // journeys that pass record none (recording every journey took a fifth of the phase's CPU). A journey
  // that passes only on its retry still fails `npm test` (flaky).
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_OUTPUT ?? path.join(outDir, 'results.json') }],
  ],
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Service workers would serve cached remotes and hide the page.route blocks used by the journeys.
    serviceWorkers: 'block',
  },
  projects: [
    // the signed-in roles (roles.ts), logged in once per run before the journeys
    {
      name: 'roles',
      testDir: './setup',
      testMatch: /\.setup\.ts$/,
      use: chromium,
    },
    {
      name: 'chromium',
      dependencies: ['roles'],
      use: chromium,
    },
  ],
  webServer: external
    ? undefined
    : {
        // Every browser logs in from 127.0.0.1 and journeys reuse the demo phones: lift the per-IP and
        // per-phone code limits and the other texts' budgets for this server only (the resend timer and
        // the 5-try rule still hold).
        // The server-render budget is generous here: journeys check what a rendered page holds, and two
        // browsers on two cores must not turn a render into the fallback (the budget has unit tests).
        command: `SSR_BUDGET_MS=3000 OTP_IP_SENDS_PER_HOUR=100000 OTP_IP_VALIDATES_PER_10_MIN=100000 OTP_PHONE_SENDS=100000 OTP_PHONE_IP_SENDS=100000 OTP_ACCOUNT_SENDS=100000 RATE_LIMIT_FACTOR=1000 TEXT_BUDGET_FACTOR=1000 node ../packages/scripts/start.mjs --no-install --no-build --fresh-db --port ${port} --demo-port ${demoPort}`,
        url: `${baseURL}/api/common`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
