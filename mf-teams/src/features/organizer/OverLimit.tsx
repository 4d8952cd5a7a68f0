/**
 * Going over a limit at the door is the organizer's deliberate choice: every door action is first sent
 * without `over_limit`; the server's 409 `{detail, limit}` opens a dialog that says why
 * («Мест для команд нет: …») with «Превысить лимит», and only that button sends the same action again
 * with `over_limit: true`. «Отмена» sends nothing.
 */
import { apiErrorData, apiErrorStatus, formatApiError, submissionErrors } from '@quiz/api';
import type { LimitConflict, RegistrationsResponse } from '@quiz/contract';
import { DOOR_TEXTS } from '@quiz/domain';
import { ConfirmDialog, ErrorAlert } from '@quiz/ui';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

/** One door action: `overLimit` is true only after the organizer confirmed it. */
export type DoorAction = (overLimit: boolean) => Promise<RegistrationsResponse>;

export interface DoorOptions {
  /** the server's body fields → the form's fields, for a 400 on a field */
  fields?: Readonly<Record<string, string>>;
  /** after the action is done (at once, or once «Превысить лимит» was confirmed) */
  onDone?: () => void;
}

/**
 * Runs an action; answers the form's submission errors of a refusal (undefined: done, or the
 * «Превысить лимит» question is open).
 */
export type RunDoorAction = (
  action: DoorAction,
  options?: DoorOptions,
) => Promise<Record<string, string> | undefined>;

const DoorContext = createContext<RunDoorAction | null>(null);

export function limitConflict(error: unknown): LimitConflict | null {
  const data = apiErrorData(error) as Partial<LimitConflict> | undefined;
  if (apiErrorStatus(error) !== 409 || !data || typeof data.detail !== 'string') return null;
  return data.limit === 'teams' || data.limit === 'players'
    ? { detail: data.detail, limit: data.limit }
    : null;
}

/** The «Превысить лимит» question open: the server's reason and the action to send again. */
type Asking = Pick<DoorOptions, 'onDone'> & { detail: string; action: DoorAction };

/** Provides `useDoorAction()` to the screen's forms and renders the one «Превысить лимит» dialog. */
export function OverLimitProvider({
  onData,
  children,
}: {
  onData: (data: RegistrationsResponse) => void;
  children: ReactNode;
}) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = useCallback<RunDoorAction>(
    async (action, options = {}) => {
      setFailure(null);
      try {
        onData(await action(false));
        options.onDone?.();
        return undefined;
      } catch (error) {
        const conflict = limitConflict(error);
        if (!conflict) return submissionErrors(error, options.fields ?? {});
        setAsking({ detail: conflict.detail, action, onDone: options.onDone });
        return undefined;
      }
    },
    [onData],
  );

  const confirm = async () => {
    if (!asking) return;
    try {
      onData(await asking.action(true));
      asking.onDone?.();
    } catch (error) {
      setFailure(formatApiError(error));
    }
  };

  return (
    <DoorContext.Provider value={run}>
      {failure ? <ErrorAlert title={failure} /> : null}
      {children}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={`${DOOR_TEXTS.overLimit}?`}
        description={asking?.detail}
        confirmLabel={DOOR_TEXTS.overLimit}
        cancelLabel={DOOR_TEXTS.cancel}
        danger
        onConfirm={confirm}
      />
    </DoorContext.Provider>
  );
}

/** The screen's door action runner (inside OverLimitProvider). */
export function useDoorAction(): RunDoorAction {
  const run = useContext(DoorContext);
  if (!run) throw new Error('useDoorAction outside OverLimitProvider');
  return run;
}
