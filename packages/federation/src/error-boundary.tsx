import { keyframes } from '@emotion/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

const shimmer = keyframes({ from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } });

export const FALLBACK_TEXT = 'Не удалось загрузить раздел';
export const RETRY_TEXT = 'Повторить';

interface BoundaryProps {
  children: ReactNode;
  /** Called by «Повторить». The owner re-keys the boundary so the parcel loads again. */
  onRetry?: () => void;
  /** Slot label for logs. */
  label?: string;
}

interface BoundaryState {
  error: Error | null;
}

/** Error boundary of every mounted parcel: a Russian fallback with a real retry in the slot. */
export class ParcelErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(
      `[federation] ${this.props.label ?? 'parcel'} failed: ${error.message}`,
      info.componentStack ?? '',
    );
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return <RemoteFallback onRetry={this.props.onRetry} />;
  }
}

export function RemoteFallback({ onRetry }: { onRetry?: (() => void) | undefined }) {
  return (
    <div
      role="alert"
      css={{
        margin: '24px auto',
        maxWidth: 560,
        padding: '24px 16px',
        borderRadius: 12,
        border: '1px solid #d9dae8',
        background: '#f7f7fb',
        color: '#1f2040',
        textAlign: 'center',
        font: '16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      }}
    >
      <p css={{ margin: '0 0 16px', fontWeight: 600 }}>{FALLBACK_TEXT}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          css={{
            minHeight: 44,
            padding: '0 24px',
            border: 0,
            borderRadius: 8,
            background: '#2C2D73',
            color: '#fff',
            font: 'inherit',
            fontWeight: 600,
            cursor: 'pointer',
          }}
        >
          {RETRY_TEXT}
        </button>
      )}
    </div>
  );
}

/**
 * Placeholder shaped like a page section while a remote loads. `overlay`: out of the flow, over the
 * top of the nearest positioned container (the page slot), so the content that replaces it does not
 * move when it goes.
 */
export function ParcelSkeleton({
  overlay = false,
  waiting = false,
}: {
  overlay?: boolean;
  /**
   * Nothing is loading yet (a deferred widget, deferred-parcel.tsx): the same shape, hidden from
   * assistive technology instead of announced as busy.
   */
  waiting?: boolean;
} = {}) {
  return (
    <div
      {...(waiting
        ? { 'aria-hidden': true }
        : { role: 'status', 'aria-busy': true, 'aria-label': 'Загрузка' })}
      css={{
        padding: '24px 16px',
        maxWidth: 1200,
        margin: '0 auto',
        ...(overlay
          ? { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1, pointerEvents: 'none' }
          : {}),
      }}
    >
      {[60, 100, 90, 75].map((width, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
          key={i}
          css={{
            height: i === 0 ? 32 : 16,
            width: `${width}%`,
            margin: '0 0 16px',
            borderRadius: 8,
            background: 'linear-gradient(90deg, #ececf3 25%, #f6f6fa 50%, #ececf3 75%)',
            backgroundSize: '200% 100%',
            // a waiting slot stays still: nothing is loading, and a shimmer left running under a widget the
            // visitor never comes to redraws the page for as long as it is open
            ...(waiting
              ? {}
              : {
                  animation: `${shimmer} 1.2s ease-in-out infinite`,
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }),
          }}
        />
      ))}
    </div>
  );
}
