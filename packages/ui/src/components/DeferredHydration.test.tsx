/**
 * A section below the fold: the server renders it, the browser keeps the server's markup as it is and
 * takes it over (hydration) only when the visitor comes to it (on screen, or his first input), or once
 * the page is idle. Nothing moves, the same nodes stay, and no mismatch is reported.
 */
import { ServerSnapshots, serverSnapshotValues } from '@quiz/bus/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useIsMobile } from '../hooks';
import { phoneViewport } from '../testing';
import { DeferredHydration } from './DeferredHydration';

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
class ScreenObserver {
  static all: ScreenObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScreenObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  static scrollTo(target: Element) {
    for (const observer of ScreenObserver.all) {
      if (!observer.targets.includes(target)) continue;
      const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

let browserRenders = 0;

function Counter({ label }: { label: string }) {
  browserRenders += typeof window === 'undefined' ? 0 : 1;
  const [count, setCount] = useState(0);
  const mobile = useIsMobile();
  return (
    <section aria-label="Ниже">
      <p>{mobile ? 'Телефон' : 'Компьютер'}</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {label}: {count}
      </button>
    </section>
  );
}

function Page({ label = 'Нажато' }: { label?: string }) {
  return (
    <main>
      <h1>Сверху</h1>
      <DeferredHydration>
        <Counter label={label} />
      </DeferredHydration>
    </main>
  );
}

const snapshots = serverSnapshotValues(null);
let root: Root | null = null;
let container: HTMLElement;
const errors: unknown[] = [];

/** The server's markup of `<Page>`, hydrated by the browser (with a phone's viewport: the server knows none). */
async function serverThenHydrate() {
  container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerSnapshots values={snapshots}>
      <Page />
    </ServerSnapshots>,
  );
  document.body.appendChild(container);
  phoneViewport();
  browserRenders = 0;
  const button = screen.getByRole('button', { name: 'Нажато: 0' });
  await act(async () => {
    root = hydrateRoot(
      container,
      <ServerSnapshots values={snapshots}>
        <Page />
      </ServerSnapshots>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return button;
}

beforeEach(() => {
  errors.length = 0;
  ScreenObserver.all = [];
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = ScreenObserver;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.restoreAllMocks();
});

describe('DeferredHydration', () => {
  it('keeps the server’s markup until the section comes on screen, then takes it over in place', async () => {
    const button = await serverThenHydrate();
    // the page's top is live; the section is still the server's markup, not rendered by the browser
    expect(browserRenders).toBe(0);
    expect(screen.getByRole('button', { name: 'Нажато: 0' })).toBe(button);
    expect(screen.getByText('Компьютер')).toBeInTheDocument();

    const slot = container.querySelector('[data-deferred-hydration]');
    expect(slot).not.toBeNull();
    await act(async () => ScreenObserver.scrollTo(slot as Element));
    await waitFor(() => expect(browserRenders).toBeGreaterThan(0));
    // the same node, now answering clicks; then the phone's layout, as after any hydration
    expect(screen.getByRole('button', { name: 'Нажато: 0' })).toBe(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Нажато: 1' })).toBe(button);
    expect(await screen.findByText('Телефон')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('the visitor’s first touch anywhere takes it over, before it came on screen', async () => {
    const button = await serverThenHydrate();
    expect(browserRenders).toBe(0);
    // (a click on the server's markup meanwhile is held by the shell's early-input hold and made again
    // once React owns the button: @quiz/federation/early-input)
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Сверху' }));
    await waitFor(() => expect(browserRenders).toBeGreaterThan(0));
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Нажато: 1' })).toBe(button);
    expect(errors).toEqual([]);
  });

  it('takes the markup over once the page is idle, if the visitor never came to it', async () => {
    const button = await serverThenHydrate();
    expect(browserRenders).toBe(0);
    await waitFor(() => expect(browserRenders).toBeGreaterThan(0), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Нажато: 0' })).toBe(button);
    expect(errors).toEqual([]);
  });

  it('the page rendering the section anew before it hydrated keeps it on screen, updated', async () => {
    const button = await serverThenHydrate();
    await act(async () => {
      root?.render(
        <ServerSnapshots values={snapshots}>
          <Page label="Нажали" />
        </ServerSnapshots>,
      );
    });
    // taken over at once (the same node), not thrown away and drawn anew
    expect(await screen.findByRole('button', { name: 'Нажали: 0' })).toBe(button);
    expect(errors).toEqual([]);
  });

  it('renders the section at once in a page the browser renders alone', () => {
    phoneViewport();
    render(<Page />);
    expect(screen.getByRole('button', { name: 'Нажато: 0' })).toBeInTheDocument();
    expect(screen.getByText('Телефон')).toBeInTheDocument();
  });
});
