import { callApi } from '@quiz/api';
import { pageQueryClient, queryKey } from '@quiz/api/query';
import { fakeNetwork } from '@quiz/api/testing';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryState } from './QueryState';

function Rating() {
  const query = useQuery({
    queryKey: queryKey('rating', 1),
    queryFn: ({ signal }) => callApi('rating', undefined, { signal }),
  });
  return (
    <QueryState
      query={query}
      errorTitle="Не удалось загрузить рейтинг"
      empty={<p>Сезонов пока нет</p>}
      isEmpty={(seasons) => seasons.length === 0}
    >
      {(seasons) => <p>Сезонов: {seasons.length}</p>}
    </QueryState>
  );
}

const page = () =>
  render(
    <QueryClientProvider client={pageQueryClient()}>
      <Rating />
    </QueryClientProvider>,
  );

describe('QueryState', () => {
  it('shows the loading skeleton, then the data', async () => {
    const net = fakeNetwork();
    net.on('rating', { status: 200, data: [{}, {}] as never });
    page();
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toBeInTheDocument();
    expect(await screen.findByText('Сезонов: 2')).toBeInTheDocument();
  });

  it('says what failed with the server reason, and «Повторить» loads again', async () => {
    const net = fakeNetwork();
    net.on('rating', { status: 503, data: { detail: 'Сервис на обслуживании' } });
    page();
    expect(await screen.findByText('Не удалось загрузить рейтинг')).toBeInTheDocument();
    expect(screen.getByText('Сервис на обслуживании')).toBeInTheDocument();
    net.on('rating', { status: 200, data: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Сезонов пока нет')).toBeInTheDocument();
    expect(net.calls('rating')).toHaveLength(2);
  });
});
