/**
 * Live results across server replicas: two server processes on one PostgreSQL database and one Redis;
 * a score entered through process A reaches a public results stream opened on process B (Redis
 * pub/sub) in less than a second. Skipped, with a note, when PostgreSQL or Redis is not reachable.
 */
import http from 'node:http';
import type { LiveResults } from '@quiz/contract';
import { PG_TEST_URL } from '../../../test/helpers';
import { startTwoServers, TWO_SERVERS_READY, type TwoServers } from '../../../test/two-servers';
import { openDb } from '../../db';
import { issueToken } from '../../plugins/current-user';

(TWO_SERVERS_READY ? describe : describe.skip)(
  'live results across two server processes (PostgreSQL + Redis)',
  () => {
    let servers: TwoServers;
    let token = '';
    let eventId = 0;
    let eventTeamId = 0;

    beforeAll(async () => {
      servers = await startTwoServers();
      const handle = openDb({ url: PG_TEST_URL, pgSchema: servers.schema });
      try {
        const org = await handle.db
          .selectFrom('users')
          .select('id')
          .where('phone', '=', '79990000001')
          .executeTakeFirstOrThrow();
        token = await issueToken(handle.db, org.id);
        const lineup = await handle.db
          .selectFrom('event_teams')
          .innerJoin('events', 'events.id', 'event_teams.event_id')
          .innerJoin('cities', 'cities.id', 'events.city_id')
          .select(['event_teams.id', 'events.id as event_id'])
          .where('cities.title', '=', 'Москва')
          .where('events.workflow_state', '=', 'published')
          .orderBy('events.date')
          .executeTakeFirstOrThrow();
        eventId = lineup.event_id;
        eventTeamId = lineup.id;
      } finally {
        await handle.destroy();
      }
    }, 120_000);
    afterAll(async () => servers?.stop());

    it('a score entered on process A reaches the public stream on process B within a second', async () => {
      const headers = { authorization: `Token ${token}`, 'content-type': 'application/json' };
      const base = `http://127.0.0.1:${servers.portA}/api/organizer/events/${eventId}`;
      const arrived = await fetch(`${base}/check_in/${eventTeamId}/`, {
        method: 'POST',
        headers,
        body: '{"arrived":true}',
      });
      expect(arrived.status).toBe(200);

      let received = '';
      const request = http.get({
        host: '127.0.0.1',
        port: servers.portB,
        path: `/api/event/${eventId}/results_stream/`,
      });
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        request.on('response', resolve);
        request.on('error', reject);
      });
      expect(response.statusCode).toBe(200);
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received += chunk;
      });
      // the stream starts with the results as they are (nothing scored yet)
      while (!received.includes('event: results')) await new Promise((r) => setTimeout(r, 10));
      const before = received.length;

      const started = Date.now();
      const res = await fetch(`${base}/scores/${eventTeamId}/`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ tour: 1, score: 9.5, version: 0 }),
      });
      expect(res.status).toBe(200);
      while (!received.slice(before).includes('event: results')) {
        if (Date.now() - started > 1000) throw new Error(`no results on B within 1 s: ${received}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      const elapsed = Date.now() - started;
      const data = /data: (.*)\n/.exec(received.slice(before))?.[1];
      const live = JSON.parse(data ?? '{}') as LiveResults;
      expect(live).toMatchObject({ event_id: eventId, state: 'scoring' });
      expect(live.rows[0]?.total_score).toBe(9.5);
      expect(elapsed).toBeLessThan(1000);
      request.destroy();
    }, 30_000);
  },
);
