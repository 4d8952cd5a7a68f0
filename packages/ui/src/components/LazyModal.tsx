/**
 * The dialogs as the package exports them: thin wrappers that load the Radix implementation
 * (./Modal, ~14 KB gzip with its focus trap and scroll lock) the first time a dialog opens, so
 * pages whose dialogs are all closed (the shell's login, city and overlay hosts on `/`) do not
 * download it. Once loaded, the implementation stays mounted and Radix handles every later
 * open/close exactly as before (focus return, exit). The props are the implementation's.
 */
import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps, ModalProps } from './Modal';

export type { ConfirmDialogProps, ModalProps, ModalSize } from './Modal';

const ModalImpl = lazy(() => import('./Modal').then((m) => ({ default: m.Modal })));
const ConfirmDialogImpl = lazy(() => import('./Modal').then((m) => ({ default: m.ConfirmDialog })));

/** False until the dialog first opens, true from then on (the implementation then stays mounted). */
function useOpenedOnce(open: boolean): boolean {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return used || open;
}

/** An accessible dialog (Radix), loaded on first open: see ./Modal for the behaviour. */
export function Modal(props: ModalProps) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <ModalImpl {...props} />
    </Suspense>
  ) : null;
}

/** «Уверены, что хотите …?» yes/no dialog, loaded on first open: see ./Modal. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <ConfirmDialogImpl {...props} />
    </Suspense>
  ) : null;
}
