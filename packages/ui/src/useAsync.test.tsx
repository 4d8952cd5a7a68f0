import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useAsync } from './useAsync';

function Events({ load, initial }: { load: (id: number) => Promise<string>; initial?: string }) {
  const [id, setId] = useState(1);
  const { data, loading } = useAsync(() => load(id), [id], initial);
  return (
    <div>
      <p>{loading ? 'Загружаем…' : data}</p>
      <button type="button" onClick={() => setId((n) => n + 1)}>
        Следующая
      </button>
    </div>
  );
}

describe('useAsync', () => {
  it('loads on mount without an initial value', async () => {
    const load = jest.fn(async (id: number) => `Игра ${id}`);
    render(<Events load={load} />);
    expect(screen.getByText('Загружаем…')).toBeInTheDocument();
    expect(await screen.findByText('Игра 1')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts ready with the initial value and asks nothing until its inputs change', async () => {
    const load = jest.fn(async (id: number) => `Игра ${id}`);
    render(<Events load={load} initial="Игра с сервера" />);
    expect(screen.getByText('Игра с сервера')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Следующая' }).click());
    expect(await screen.findByText('Игра 2')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
