/**
 * The `roles` setup project (playwright.config.ts): each role of roles.ts logs in once per run through
 * the real login service (create_user → the code from the dev outbox → validate, as a player's login
 * form does it), the app shows the role's name in the navbar with its session, and the session is saved
 * for the journeys (`test.use({ signedInAs })`). Only the `quiz_token` cookie is kept: the app keeps its
 * token nowhere else, and a journey starts with no other state than before (no cached city).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apiLogin, expect, test, useToken } from '../fixtures';
import { accountFile, ROLE_NAMES, ROLES, stateFile } from '../roles';

for (const role of ROLE_NAMES) {
  const { who, ...person } = ROLES[role];
  test(`${role}: ${who} signs in once`, async ({ page }) => {
    const me = await apiLogin(person);
    await useToken(page, me.token);
    await page.goto('/');
    const badge = page.getByRole('navigation', { name: 'Основная навигация' }).getByTestId('navbar-user');
    await expect(badge).toContainText(me.firstName);
    await expect(badge).toContainText(/ID \d+/);
    const { cookies } = await page.context().storageState();
    await mkdir(path.dirname(stateFile(role)), { recursive: true });
    await writeFile(
      stateFile(role),
      JSON.stringify({ cookies: cookies.filter((c) => c.name === 'quiz_token'), origins: [] }, null, 2),
    );
    await writeFile(accountFile(role), JSON.stringify(me, null, 2));
  });
}
