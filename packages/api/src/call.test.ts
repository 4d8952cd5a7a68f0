import axios from 'axios';
import { callApi } from './call';
import { fakeNetwork } from './testing';

describe('callApi', () => {
  it('sends the descriptor method to its path with params filled and empty query values left out', async () => {
    const net = fakeNetwork();
    net.on('*', { status: 200, data: { month: null, months: [], games: [] } });
    await callApi('monthScores', { query: { month: '2026-11', city: undefined } });
    await callApi('eventScores', { params: { id: 12 } });
    expect(net.requests.map((r) => [r.method, r.url, r.query])).toEqual([
      ['GET', 'events_scores/', { month: '2026-11' }],
      ['GET', 'events_scores/12/', {}],
    ]);
    expect(net.calls('eventScores')).toHaveLength(1);
  });

  it('sends a given token instead of the session, on a given client', async () => {
    const client = axios.create({ baseURL: '/api/' });
    const net = fakeNetwork({ client });
    net.on('rating', { status: 200, data: [] });
    await callApi('rating', undefined, { client, token: 'abc' });
    expect(net.requests[0]?.authorization).toBe('Token abc');
  });

  it("makes every call a request of its own: reading once is the query cache's job", async () => {
    const net = fakeNetwork();
    net.on('eventScores', { status: 200, data: [] });
    await Promise.all([
      callApi('eventScores', { params: { id: 12 } }),
      callApi('eventScores', { params: { id: 12 } }),
    ]);
    expect(net.calls('eventScores')).toHaveLength(2);
  });
});
