import axios from 'axios';
import { callApi } from './call';
import { type Answer, fakeNetwork } from './testing';

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

  it('makes identical GETs once while one is in flight or just answered, and again after a write', async () => {
    const net = fakeNetwork();
    net.on('eventScores', { status: 200, data: [] });
    net.on('POST vote/3/', { status: 200, data: {} });
    const [a, b] = await Promise.all([
      callApi('eventScores', { params: { id: 12 } }),
      callApi('eventScores', { params: { id: 12 } }),
    ]);
    await callApi('eventScores', { params: { id: 12 } });
    await callApi('eventScores', { params: { id: 13 } });
    expect(a).toEqual([]);
    expect(b).toEqual([]);
    expect(net.calls('eventScores').map((r) => r.url)).toEqual(['events_scores/12/', 'events_scores/13/']);
    await callApi('castVote', { params: { id: 3 }, body: {} } as never).catch(() => undefined);
    await callApi('eventScores', { params: { id: 12 } });
    expect(net.calls('eventScores')).toHaveLength(3);
    await callApi('eventScores', { params: { id: 12 } }, { fresh: true });
    expect(net.calls('eventScores')).toHaveLength(4);
  });

  it('makes a fresh GET its own request rather than join one in flight that started before it', async () => {
    const net = fakeNetwork();
    let answerFirst: (answer: Answer) => void = () => undefined;
    // the first request waits; the data changes meanwhile, so a later request gets the new rows
    net.on('eventScores', () =>
      net.calls('eventScores').length === 1
        ? new Promise<Answer>((resolve) => (answerFirst = resolve))
        : { status: 200, data: ['after the change'] },
    );
    const before = callApi('eventScores', { params: { id: 7 } });
    while (net.calls('eventScores').length === 0) await new Promise((r) => setTimeout(r, 0));
    await expect(callApi('eventScores', { params: { id: 7 } }, { fresh: true })).resolves.toEqual([
      'after the change',
    ]);
    expect(net.calls('eventScores')).toHaveLength(2);
    // an ordinary GET after it takes the fresh answer, not the older one still in flight
    await expect(callApi('eventScores', { params: { id: 7 } })).resolves.toEqual(['after the change']);
    expect(net.calls('eventScores')).toHaveLength(2);
    answerFirst({ status: 200, data: ['before the change'] });
    await expect(before).resolves.toEqual(['before the change']);
    // a fresh GET that joined the first request would wait for it forever: fail in seconds instead
  }, 5000);

  it('asks again after a failure, and a caller that aborts does not cancel the others', async () => {
    const net = fakeNetwork();
    net.on('eventScores', { status: 500 });
    await expect(callApi('eventScores', { params: { id: 1 } })).rejects.toThrow();
    net.on('eventScores', { status: 200, data: [1] });
    const gone = new AbortController();
    const first = callApi('eventScores', { params: { id: 1 } }, { signal: gone.signal });
    const second = callApi('eventScores', { params: { id: 1 } });
    gone.abort();
    await expect(first).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    await expect(second).resolves.toEqual([1]);
    expect(net.calls('eventScores')).toHaveLength(2);
  });
});
