import axios from 'axios';
import { callApi } from './call';
import { fakeAdapter } from './test-adapter';

describe('callApi', () => {
  it('sends the descriptor method to its path with params filled and empty query values left out', async () => {
    const adapter = fakeAdapter(() => ({ status: 200, data: { month: null, months: [], games: [] } }));
    const client = axios.create({ baseURL: '/api/', adapter });
    await callApi('monthScores', { query: { month: '2026-11', city: undefined } }, { client });
    await callApi('eventScores', { params: { id: 12 } }, { client });
    expect(adapter.calls.map((c) => [c.method, c.url, c.params])).toEqual([
      ['get', 'events_scores/', { month: '2026-11' }],
      ['get', 'events_scores/12/', undefined],
    ]);
  });

  it('sends a given token instead of the session', async () => {
    const adapter = fakeAdapter(() => ({ status: 200, data: [] }));
    const client = axios.create({ baseURL: '/api/', adapter });
    await callApi('rating', undefined, { client, token: 'abc' });
    expect(adapter.calls[0]?.headers.Authorization).toBe('Token abc');
  });
});
