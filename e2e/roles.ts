/**
 * The signed-in people the journeys start as, logged in once per run by the `roles` setup project
 * (setup/roles.setup.ts) through the real login service, and where their sessions are kept.
 *
 * Each role's browser state (the `quiz_token` cookie: the app keeps its token nowhere else) and its
 * account (phone, token, name) are files under `test-results/<port>/.auth/`, never committed and written
 * again on every run: the server of a run has a fresh database. A journey that is not about logging in
 * starts signed in with `test.use({ signedInAs: 'organizer' })` (fixtures.ts) and reads the account with
 * the `me` fixture or `account(role)`.
 *
 * Nobody logs a role out: logout revokes the token on the server (POST /api/logout/), so the journeys
 * that log out (auth.spec.ts), change a profile, or need an account with no team or history keep
 * logging in on their own, with a new phone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DevLoggedIn } from '../packages/scripts/lib/dev-login.mjs';

export interface RoleAccount {
  /** the seeded account's phone; a new account (a new phone) when absent */
  phone?: string;
  name: string;
  /** what the role is for, shown in the setup's test title */
  who: string;
}

export const ROLES = {
  /** the demo player Алексей: a team, played games, one whose review window is open */
  player: { phone: '79990000002', name: 'Алексей', who: 'the demo player' },
  /** a player with no team and no history: for screens any signed-in player sees */
  newcomer: { name: 'Игрок Тестов', who: 'a new player' },
  /** Мария, captain of «Совы не то, чем кажутся», registered on the game with an open preorder */
  captain: { phone: '79990000011', name: 'Мария', who: 'the demo captain' },
  /** Ольга, the organizer of Москва */
  organizer: { phone: '79990000001', name: 'Ольга', who: 'the organizer of Москва' },
  /** Ольга again, on a second device with a session of its own: the other organizer of the night */
  secondOrganizer: { phone: '79990000001', name: 'Ольга', who: 'a second organizer session' },
} as const satisfies Record<string, RoleAccount>;

export type Role = keyof typeof ROLES;
export const ROLE_NAMES = Object.keys(ROLES) as Role[];

/** The run's own folder of artifacts: `test-results/<port>` (`external` against E2E_BASE_URL). */
export function runDir(): string {
  const port = process.env.E2E_BASE_URL ? 'external' : String(Number(process.env.E2E_PORT ?? 8090));
  return path.join(__dirname, 'test-results', port);
}

/** The role's browser state (Playwright `storageState`). */
export function stateFile(role: Role): string {
  return path.join(runDir(), '.auth', `${role}.json`);
}

/** The role's account: phone, token, name. */
export function accountFile(role: Role): string {
  return path.join(runDir(), '.auth', `${role}.account.json`);
}

/** The role's account as the setup saved it (its token is the one in the role's browser state). */
export function account(role: Role): DevLoggedIn {
  return JSON.parse(readFileSync(accountFile(role), 'utf8')) as DevLoggedIn;
}
