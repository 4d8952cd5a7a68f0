import { earlyRemoteOf, startRouteRemote } from './early-remote';

describe('earlyRemoteOf', () => {
  it('names the owning remote of a public page and of a guarded one with a session', () => {
    expect(earlyRemoteOf('/event/13', false)).toBe('mf_events/App');
    expect(earlyRemoteOf('/cabinet', true)).toBe('mf_teams/App');
    expect(earlyRemoteOf('/event/13/team/20/preorder?x=1', false)).toBe('mf_preorder/App');
    expect(earlyRemoteOf('/sitting/4', false)).toBe('mf_seating/App');
  });

  it('starts nothing where the page would not mount a remote at once', () => {
    expect(earlyRemoteOf('/cabinet', false)).toBeNull();
    expect(earlyRemoteOf('/login', false)).toBeNull();
    expect(earlyRemoteOf('/no/such/page', true)).toBeNull();
    expect(earlyRemoteOf('/organizer/event/4/scores', true)).toBeNull();
  });
});

describe('startRouteRemote', () => {
  it('loads the remote once and keeps a failure quiet (the parcel reports it)', async () => {
    const loadRemote = jest.fn((_id: string) => Promise.reject<unknown>(new Error('offline')));
    startRouteRemote({ loadRemote }, '/my_teams', true);
    startRouteRemote({ loadRemote }, '/login', true);
    await Promise.resolve();
    expect(loadRemote.mock.calls).toEqual([['mf_teams/App']]);
  });
});
