/**
 * Live seating across server replicas: two server processes on one PostgreSQL database and one Redis;
 * a change made through process A reaches a seating stream opened on process B (Redis pub/sub).
 * Skipped, with a note, when PostgreSQL or Redis (REDIS_URL, default redis://127.0.0.1:6379) is not
 * reachable.
 */
import http from 'node:http';
import { PG_TEST_URL } from '../../../test/helpers';
import { startTwoServers, TWO_SERVERS_READY, type TwoServers } from '../../../test/two-servers';
import { openDb } from '../../db';
import { issueToken } from '../../plugins/current-user';

(TWO_SERVERS_READY ? describe : describe.skip)(
  'seating live updates across two server processes (PostgreSQL + Redis)',
  () => {
    let servers: TwoServers;
    let portA = 0;
    let portB = 0;
    let token = '';
    let eventId = 0;

    beforeAll(async () => {
      servers = await startTwoServers();
      ({ portA, portB } = servers);
      const handle = openDb({ url: PG_TEST_URL, pgSchema: servers.schema });
      try {
        const org = await handle.db
          .selectFrom('users')
          .select('id')
          .where('is_organizer', '=', 1)
          .executeTakeFirstOrThrow();
        token = await issueToken(handle.db, org.id);
        const ev = await handle.db
          .selectFrom('events')
          .select('id')
          .where('workflow_state', '=', 'sitting')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        eventId = ev.id;
      } finally {
        await handle.destroy();
      }
    }, 120_000);

    afterAll(async () => servers?.stop());

    it('a change through process A reaches a stream on process B within a second', async () => {
      const headers = { authorization: `Token ${token}` };
      const received: string[] = [];
      const request = http.get({
        host: '127.0.0.1',
        port: portB,
        path: `/api/event/${eventId}/seating_stream/`,
        headers,
      });
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        request.on('response', resolve);
        request.on('error', reject);
      });
      expect(response.statusCode).toBe(200);
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => received.push(chunk));

      const state = (await (
        await fetch(`http://127.0.0.1:${portA}/api/event/${eventId}/seating/`, { headers })
      ).json()) as { teams: { id: number; version: number; is_in_game: boolean }[] };
      const team = state.teams[0];
      if (!team) throw new Error('no team');
      const started = Date.now();
      const res = await fetch(`http://127.0.0.1:${portA}/api/event/${eventId}/seating/${team.id}/`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ version: team.version, is_in_game: !team.is_in_game }),
      });
      expect(res.status).toBe(200);
      while (!received.join('').includes('event: seating')) {
        if (Date.now() - started > 1000) throw new Error(`no notice on B within 1 s: ${received.join('')}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      const data = /data: (.*)\n/.exec(received.join('').split('event: seating')[1] ?? '')?.[1];
      expect(JSON.parse(data ?? '{}')).toMatchObject({
        event_id: eventId,
        event_team_id: team.id,
        version: team.version + 1,
      });
      request.destroy();
    }, 30_000);
  },
);
