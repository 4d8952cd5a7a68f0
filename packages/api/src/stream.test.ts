import { session$ } from '@quiz/bus';
import { waitFor } from '@testing-library/react';
import { openCallStream, parseEvents } from './stream';
import { fakeNetwork } from './testing';

describe('server-sent events', () => {
  it('parses named events, joins data lines, skips comments and keeps the unfinished rest', () => {
    const seen: [string, string][] = [];
    const rest = parseEvents(
      ': ping\n\nevent: seating\ndata: {"a":1}\n\ndata: x\ndata: y\n\nevent: seat',
      (e, d) => seen.push([e, d]),
    );
    expect(seen).toEqual([
      ['seating', '{"a":1}'],
      ['message', 'x\ny'],
    ]);
    expect(rest).toBe('event: seat');
  });

  it('reads the reconnect delay a server asks for (`retry:`), ignoring a malformed one', () => {
    const delays: number[] = [];
    parseEvents(
      'retry: 2000\n: connected\n\nretry: soon\n\nretry: 500\n: server closing\n\n',
      () => {},
      (ms) => delays.push(ms),
    );
    expect(delays).toEqual([2000, 500]);
  });

  it('opens with the token, delivers messages, reconnects after a drop (onOpen again), stops on 403', async () => {
    session$.next({ ...session$.getValue(), token: 'a'.repeat(40) });
    const net = fakeNetwork();
    const opened: number[] = [];
    const messages: unknown[] = [];
    const close = openCallStream(
      'seatingStream',
      { params: { id: 5 } },
      { onOpen: () => opened.push(1), onMessage: (event, data) => messages.push([event, data]) },
      { retryMs: 10 },
    );
    await waitFor(() => expect(net.openStreams('seatingStream')).toBe(1));
    expect(net.requests[0]).toMatchObject({
      url: 'event/5/seating_stream/',
      authorization: `Token ${'a'.repeat(40)}`,
    });
    net.push('seatingStream', 'seating', { event_id: 5 });
    await waitFor(() => expect(messages).toEqual([['seating', { event_id: 5 }]]));
    net.dropStreams('seatingStream');
    await waitFor(() => expect(opened).toHaveLength(2));
    close();
    await waitFor(() => expect(net.openStreams('seatingStream')).toBe(0));

    net.on('seatingStream', { status: 403 });
    const errors: (number | null)[] = [];
    openCallStream(
      'seatingStream',
      { params: { id: 5 } },
      { onMessage: () => {}, onError: (s) => errors.push(s) },
    );
    await waitFor(() => expect(errors).toEqual([403]));
    session$.next({ ...session$.getValue(), token: null });
  });
});
