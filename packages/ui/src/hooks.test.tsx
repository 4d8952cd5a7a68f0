/** useIsMobile: the real answer in a browser render, the server's (false) while hydrating a server page. */
import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useIsMobile, useKeptOnceLive } from './hooks';
import { fakeMatchMedia } from './testing';

function Probe() {
  return <p>{useIsMobile() ? 'телефон' : 'компьютер'}</p>;
}

const phone = fakeMatchMedia(() => true);

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('useIsMobile', () => {
  it('is false without matchMedia', () => {
    render(<Probe />);
    expect(screen.getByText('компьютер')).toBeInTheDocument();
  });

  it('answers at the first render of a page drawn in the browser', () => {
    window.matchMedia = phone;
    render(<Probe />);
    expect(screen.getByText('телефон')).toBeInTheDocument();
  });

  it('hydrates the server markup without a mismatch, then tells the phone', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.appendChild(container);
    expect(container).toHaveTextContent('компьютер');
    window.matchMedia = phone;
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, <Probe />, { onRecoverableError: (e) => errors.push(e) }),
    );
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('телефон');
    act(() => root.unmount());
    container.remove();
  });
});

function Choice({ value }: { value: boolean }) {
  return <p>{useKeptOnceLive(value) ? 'форма' : 'кнопка'}</p>;
}

const noSubscribe = () => () => undefined;

/** A page whose session is logged out on the server and logged in in the browser. */
function Page() {
  const loggedOut = useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
  return <Choice value={loggedOut} />;
}

describe('useKeptOnceLive', () => {
  it('keeps a value that was true in the browser’s own render', () => {
    const { rerender } = render(<Choice value />);
    expect(screen.getByText('форма')).toBeInTheDocument();
    rerender(<Choice value={false} />);
    expect(screen.getByText('форма')).toBeInTheDocument();
  });

  it('does not keep the value the server rendered with once the browser’s differs', async () => {
    // the server renders logged out; the browser's live store says logged in
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    expect(container).toHaveTextContent('форма');
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Page />, { onRecoverableError: (e) => errors.push(e) }),
    );
    expect(container).toHaveTextContent('кнопка');
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
