import { act, fireEvent, render, screen } from '@testing-library/react';
import { DeferredParcel } from './deferred-parcel';
import { defineRemote } from './define-remote';

function Hello({ who }: { who?: string }) {
  return <p>Привет, {who}</p>;
}

// Parcels mount and unmount asynchronously (single-spa promises), as in a browser.
const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean; IntersectionObserver?: unknown };

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
class ScreenObserver {
  static last: ScreenObserver | null = null;
  target: Element | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScreenObserver.last = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.target = null;
  }
  show(share: number) {
    if (!this.target) return;
    const entry = { isIntersecting: share > 0, intersectionRatio: share, target: this.target };
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

beforeAll(() => {
  g.IS_REACT_ACT_ENVIRONMENT = false;
  g.IntersectionObserver = ScreenObserver;
});
afterAll(() => {
  g.IS_REACT_ACT_ENVIRONMENT = true;
  delete g.IntersectionObserver;
});

/** The placeholder rows with an animation running (emotion's styles, as the browser computes them). */
function shimmeringRows(container: HTMLElement): Element[] {
  return [...container.querySelectorAll('div div')].filter(
    (row) => !['', 'none'].includes(getComputedStyle(row).animation),
  );
}

const hello = defineRemote(Hello, { cacheKey: 'deferred', name: 'test/Hello' });

describe('<DeferredParcel>', () => {
  it('loads nothing until the visitor uses the page; its first pointer move loads the widget', async () => {
    const loader = jest.fn((_id: string) => Promise.resolve<unknown>(hello));
    const { container } = render(
      <DeferredParcel id="mf_test/Hello" loadRemote={loader} props={{ who: 'гость' }} />,
    );
    // the room is kept by a silent placeholder: nothing is loading, nothing is announced
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
    // and it stays still: a shimmer under a widget the visitor never comes to would redraw the page for
    // as long as it is open
    expect(shimmeringRows(container)).toEqual([]);

    fireEvent.pointerMove(window);
    expect(await screen.findByText('Привет, гость')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads the widget once half of its slot is on screen, not before', async () => {
    const loader = jest.fn((_id: string) => Promise.resolve<unknown>(hello));
    render(<DeferredParcel id="mf_test/Hello" loadRemote={loader} props={{ who: 'читатель' }} />);
    act(() => ScreenObserver.last?.show(0.2));
    expect(loader).not.toHaveBeenCalled();
    act(() => ScreenObserver.last?.show(0.6));
    expect(await screen.findByText('Привет, читатель')).toBeInTheDocument();
  });

  it('loads at once when the page was opened for it', async () => {
    const loader = jest.fn((_id: string) => Promise.resolve<unknown>(hello));
    const { container } = render(
      <DeferredParcel id="mf_test/Hello" loadRemote={loader} props={{ who: 'по ссылке' }} now />,
    );
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
    // loading: the placeholder shimmers
    expect(shimmeringRows(container)).toHaveLength(4);
    expect(await screen.findByText('Привет, по ссылке')).toBeInTheDocument();
  });
});
