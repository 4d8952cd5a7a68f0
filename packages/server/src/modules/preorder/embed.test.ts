/**
 * The venue embed's server side: CORS only for configured venue origins (echoed, never `*`, never with
 * credentials), and the demo venue page (its target and markup), on SQLite and PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { describeEachDb, startTestApp, type TestApp } from '../../../test/helpers';
import { demoTarget, demoVenuePage } from '../../demo-venue';
import { parseOrigins } from '../../plugins/cors';

const VENUE = 'http://venue.example:8081';

describe('parseOrigins', () => {
  it('keeps http(s) origins, drops `*`, paths and junk', () => {
    expect(parseOrigins(' https://Bar.example/menu, *, ftp://x, nonsense,http://127.0.0.1:8081 ')).toEqual([
      'https://bar.example',
      'http://127.0.0.1:8081',
    ]);
    expect(parseOrigins(undefined)).toEqual([]);
  });
});

describeEachDb('venue embed: CORS and the demo venue page', (target) => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true, embedOrigins: [VENUE] });
    app = t.app;
  }, 60_000);
  afterAll(async () => t?.close());

  it('a configured venue origin gets its own origin back on preflights and calls, without credentials', async () => {
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/api/preorder/cart_item/',
      headers: {
        origin: VENUE,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(VENUE);
    expect(String(pre.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(pre.headers['access-control-allow-headers'])).toContain('Authorization');
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await app.inject({ method: 'GET', url: '/api/common', headers: { origin: VENUE } });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBe(VENUE);
    expect(get.headers.vary).toContain('Origin');
  });

  it('any other origin gets no CORS headers', async () => {
    const other = await app.inject({
      method: 'GET',
      url: '/api/common',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/api/preorder/cart_item/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PATCH' },
    });
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the demo page embeds an open preorder of a team with a link: one script, one element', async () => {
    const found = await demoTarget(app.db);
    expect(found).toBeDefined();
    const event = await app.db
      .selectFrom('events')
      .select('is_preorder_opened')
      .where('id', '=', found?.event ?? 0)
      .executeTakeFirstOrThrow();
    expect(event.is_preorder_opened).toBe(1);
    const html = demoVenuePage({
      scriptUrl: 'http://127.0.0.1:8080/mf/mf_preorder/0.1.0/embed.js',
      event: 5,
      team: 7,
      token: 'ab'.repeat(16),
      place: 'Бар <Сова>',
    });
    expect(html).toContain(
      '<script src="http://127.0.0.1:8080/mf/mf_preorder/0.1.0/embed.js" defer></script>',
    );
    expect(html).toContain(
      `<div data-quiz-preorder data-event="5" data-team="7" data-token="${'ab'.repeat(16)}"></div>`,
    );
    expect(html).toContain('<title>Бар &lt;Сова&gt; — меню на квиз</title>');
    expect(html).not.toMatch(/react/i);
  });
});
