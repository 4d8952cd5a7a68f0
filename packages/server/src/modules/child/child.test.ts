/** POST /api/child_registration on SQLite and PostgreSQL: stored, and SPEC §5 messages for bad input. */
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';

const FILL = 'Пожалуйста, заполните все поля и дайте согласие';
const PHONE = 'Пожалуйста, введите корректный номер телефона (мин. 7 цифр)';

describeEachDb('child_registration', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp(target);
    app = t.app;
  });
  afterAll(async () => t?.close());

  const send = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/child_registration', payload });
  const valid = {
    name: 'Маша',
    ageCategory: '8-10 лет',
    teamName: 'Совята',
    teamSize: 'solo',
    phone: '+7 (912) 345-67-89',
  };

  it('stores a valid sign-up (solo and 2–8) and answers «Данные успешно отправлены»', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(json(res.body)).toMatchObject({ detail: 'Данные успешно отправлены' });
    expect((await send({ ...valid, teamSize: 5, ageCategory: '11-13 лет' })).statusCode).toBe(201);
    expect((await send({ ...valid, teamSize: '8' })).statusCode).toBe(201);
    const rows = await app.db.selectFrom('child_registrations').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.team_size)).toEqual(['solo', '5', '8']);
    expect(rows[0]?.phone).toBe('79123456789');
  });

  it('answers SPEC §5 messages for missing fields, bad options and short phones', async () => {
    const empty = await send({ ...valid, name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty.body)).toEqual({ name: [FILL] });
    expect(json((await send({ ...valid, ageCategory: '5 лет' })).body)).toEqual({ ageCategory: [FILL] });
    expect(json((await send({ ...valid, teamSize: 9 })).body)).toHaveProperty('teamSize');
    expect(json((await send({ ...valid, phone: '12-34-56' })).body)).toEqual({ phone: [PHONE] });
    const { teamName: _omit, ...noTeam } = valid;
    expect(json((await send(noTeam)).body)).toEqual({ teamName: [FILL] });
  });
});
