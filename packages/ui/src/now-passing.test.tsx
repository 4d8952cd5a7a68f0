/** useNowPassing: a screen left open renders again when the instant it waits for passes. */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useNowPassing } from './hooks';

const START = '2026-12-01T16:00:00.000Z';

function Probe({ renderedAt }: { renderedAt?: Date }) {
  const now = useNowPassing(START, renderedAt);
  return <p>{now.getTime() >= new Date(START).getTime() ? 'началась' : 'скоро'}</p>;
}

afterEach(() => jest.useRealTimers());

describe('useNowPassing', () => {
  it('renders again when the instant passes, on a page opened before it', () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T15:59:58.000Z') });
    render(<Probe />);
    expect(screen.getByText('скоро')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('скоро')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_001));
    expect(screen.getByText('началась')).toBeInTheDocument();
  });

  it('hydrates with the server’s instant, then takes the browser’s clock', async () => {
    const serverAt = new Date('2026-12-01T15:00:00.000Z');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe renderedAt={serverAt} />);
    document.body.appendChild(container);
    expect(container).toHaveTextContent('скоро');
    // the page kept since before the start is opened after it
    jest.useFakeTimers({ now: new Date('2026-12-01T16:05:00.000Z') });
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe renderedAt={serverAt} />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container).toHaveTextContent('началась');
  });
});
