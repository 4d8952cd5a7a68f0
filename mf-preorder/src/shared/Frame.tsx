/** mf-preorder's screen frame inside the shell's <main> (h1), or an h2 section inside a venue's embed. */
import { formatApiError } from '@quiz/api';
import { colors, EmptyState, fontSize, SkeletonList, space } from '@quiz/ui';
import type { ReactNode } from 'react';
import { usePreorderEnv } from './env';

export function Frame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { embedded } = usePreorderEnv();
  const Heading = embedded ? 'h2' : 'h1';
  return (
    <div
      css={{
        boxSizing: 'border-box',
        width: '100%',
        maxWidth: embedded ? undefined : 1200,
        margin: '0 auto',
        padding: embedded ? space(3) : `${space(6)} ${space(4)} ${space(12)}`,
      }}
    >
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          gap: space(3),
          marginBottom: space(4),
        }}
      >
        <Heading css={{ margin: 0, color: colors.primary, fontSize: embedded ? fontSize.xl : fontSize.xxl }}>
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** The frame of a screen whose data is not there: the failed call's reason, else a skeleton saying what loads. */
export function FrameWaiting({
  title,
  error,
  loading,
  count,
}: {
  title: string;
  error: unknown;
  loading: string;
  count: number;
}) {
  return (
    <Frame title={title}>
      {error ? <EmptyState title={formatApiError(error)} /> : <SkeletonList count={count} label={loading} />}
    </Frame>
  );
}
