/**
 * A console action whose refusal is said beside it: `run(action)` clears the last refusal and runs the
 * action; a refusal becomes `error`, the server's own sentence, which `ErrorText` shows.
 */
import { formatApiError } from '@quiz/api';
import { colors } from '@quiz/ui';
import { useState } from 'react';

export function useApiAction() {
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(formatApiError(e));
    }
  };
  return { error, run };
}

export function ErrorText({ error, className }: { error: string | null; className?: string }) {
  return error ? (
    <p role="alert" className={className} css={{ color: colors.danger }}>
      {error}
    </p>
  ) : null;
}
