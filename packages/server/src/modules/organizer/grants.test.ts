/**
 * `pnpm organizer grant|revoke` on SQLite and PostgreSQL: a phone without an account becomes an
 * organizer of the city (and only of it), `is_organizer` follows, revoking the last city closes the
 * console (403) while the login stays.
 */
import type { OrganizerEventsResponse } from '@quiz/contract';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { auth } from '../../../test/organizer-world';
import { issueToken } from '../../plugins/current-user';
import { GrantError, grantOrganizer, revokeOrganizer } from './grants';

describeEachDb('organizer grants', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
  }, 60_000);
  afterAll(async () => t?.close());

  it('grants a city to a new phone, then revokes it', async () => {
    expect(await grantOrganizer(app.db, '8 (999) 123-45-67', 'минск')).toBe(
      '+79991234567 — организатор в городе Минск.',
    );
    const user = await app.db
      .selectFrom('users')
      .select(['id', 'is_organizer'])
      .where('phone', '=', '79991234567')
      .executeTakeFirstOrThrow();
    expect(user.is_organizer).toBe(1);
    const token = await issueToken(app.db, user.id);
    const list = await app.inject({ method: 'GET', url: '/api/organizer/events/', headers: auth(token) });
    expect(json<OrganizerEventsResponse>(list.body).cities.map((c) => c.title)).toEqual(['Минск']);

    await revokeOrganizer(app.db, '+79991234567', 'Минск');
    const after = await app.inject({ method: 'GET', url: '/api/organizer/events/', headers: auth(token) });
    expect(after.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user_detail/', headers: auth(token) })).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown city or phone with a Russian message', async () => {
    await expect(grantOrganizer(app.db, '79991234567', 'Марс')).rejects.toThrow(GrantError);
    await expect(grantOrganizer(app.db, '123', 'Москва')).rejects.toThrow('Некорректный номер телефона: 123');
  });
});
