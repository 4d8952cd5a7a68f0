/** @jsxImportSource react */
import { emit, session$ } from '@quiz/bus';
import { makeUser } from '@quiz/contract/fixtures';
import { dehydrate, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { callApi } from './call';
import { createQueryClient, hydrateServerAnswers, pageQueryClient, queryKey } from './query';
import { fakeNetwork } from './testing';

const scoresQuery = (id: number, area: 'results' | 'event' = 'results') =>
  queryOptions({
    queryKey: queryKey(area, id),
    queryFn: ({ signal }) => callApi('eventScores', { params: { id } }, { signal }),
  });

function Scores({ id, label, area }: { id: number; label: string; area?: 'results' | 'event' }) {
  const { data } = useQuery(scoresQuery(id, area));
  return <p>{data ? `${label}: ${data.length} команд` : `${label}: загрузка`}</p>;
}

function Page({ area }: { area?: 'results' | 'event' }) {
  return (
    <QueryClientProvider client={pageQueryClient()}>
      <Scores id={12} label="Таблица" area={area} />
      <Scores id={12} label="Виджет" area={area} />
    </QueryClientProvider>
  );
}

afterEach(() => {
  session$.next({ token: null, user: null });
});

describe('the page query cache', () => {
  it('two widgets showing one game ask for it once', async () => {
    const net = fakeNetwork();
    net.on('eventScores', { status: 200, data: [] });
    render(<Page />);
    expect(await screen.findByText('Таблица: 0 команд')).toBeInTheDocument();
    expect(screen.getByText('Виджет: 0 команд')).toBeInTheDocument();
    expect(net.calls('eventScores')).toHaveLength(1);
  });

  it('a registration told on the bus refreshes the areas that show registrations, once for both widgets', async () => {
    const net = fakeNetwork();
    net.on('eventScores', { status: 200, data: [] });
    render(<Page area="event" />);
    await screen.findByText('Таблица: 0 команд');
    net.on('eventScores', { status: 200, data: [{ id: 1 }] as never });
    // a fact that does not concern games changes nothing
    emit({ type: 'like.changed', themeId: 1, liked: true });
    emit({ type: 'cart.changed', eventTeamId: 3, count: 2 });
    emit({ type: 'registration.changed', eventId: 12 });
    expect(await screen.findByText('Таблица: 1 команд')).toBeInTheDocument();
    expect(screen.getByText('Виджет: 1 команд')).toBeInTheDocument();
    expect(net.calls('eventScores')).toHaveLength(2);
  });

  it('results are not refreshed by a registration (their stream does that)', async () => {
    const net = fakeNetwork();
    net.on('eventScores', { status: 200, data: [] });
    render(<Page />);
    await screen.findByText('Таблица: 0 команд');
    emit({ type: 'registration.changed', eventId: 12 });
    expect(pageQueryClient().isFetching()).toBe(0);
    expect(net.calls('eventScores')).toHaveLength(1);
  });

  it("another session never sees the previous one's answers: inactive ones are forgotten, shown ones asked again", async () => {
    const net = fakeNetwork();
    net.on('eventScores', { status: 200, data: [] });
    const client = pageQueryClient();
    await client.fetchQuery(scoresQuery(5));
    expect(client.getQueryData(queryKey('results', 5))).toEqual([]);
    session$.next({ token: 'другой', user: makeUser() });
    expect(client.getQueryData(queryKey('results', 5))).toBeUndefined();

    render(<Page />);
    await screen.findByText('Таблица: 0 команд');
    expect(net.calls('eventScores')).toHaveLength(2);
    net.on('eventScores', { status: 200, data: [{ id: 1 }] as never });
    session$.next({ token: null, user: null });
    expect(await screen.findByText('Таблица: 1 команд')).toBeInTheDocument();
    expect(net.calls('eventScores')).toHaveLength(3);
  });
});

describe('answers the server sent with the page', () => {
  it('count as fresh from their arrival, however long ago the server loaded them', async () => {
    const net = fakeNetwork();
    net.on('eventScores', { status: 200, data: [{ id: 1 }] as never });
    const server = createQueryClient();
    await server.fetchQuery(scoresQuery(12));
    // the page was rendered (and kept) five minutes ago
    const state = dehydrate(server);
    for (const query of state.queries) query.state.dataUpdatedAt -= 5 * 60_000;
    hydrateServerAnswers(pageQueryClient(), state);
    render(<Page />);
    expect(await screen.findByText('Таблица: 1 команд')).toBeInTheDocument();
    // only the server asked
    expect(net.calls('eventScores')).toHaveLength(1);
  });
});
