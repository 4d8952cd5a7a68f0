/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef, useState } from 'react';
import { colors, fontSize, fontStack, fontWeight, mq, radius, shadow, space, zIndex } from '../tokens';
import { Button, IconButton } from './Button';
import { srOnlyCss } from './fields';
import { CloseIcon } from './icons';

export type ModalSize = 'sm' | 'md' | 'lg' | 'full';
const widths: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '800px', full: '1200px' };

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (right-aligned; stacked on mobile). */
  footer?: ReactNode;
  size?: ModalSize;
  /** Hide the × button (Esc and the backdrop still close unless `dismissible` is false). */
  hideClose?: boolean;
  /** false: Esc and backdrop clicks do not close (e.g. while a request runs). */
  dismissible?: boolean;
  /** Visually hide the title (it stays the dialog's accessible name). */
  hideTitle?: boolean;
  closeLabel?: string;
  /** Where the dialog is portalled (default document.body); e.g. a node inside a shadow root for an embed. */
  container?: HTMLElement | null;
}

const overlayCss = css`
  position: fixed;
  inset: 0;
  background: rgba(26, 28, 38, 0.55);
  z-index: ${zIndex.overlay};
`;

/**
 * An accessible dialog (Radix): focus moves in and is trapped, Esc and the backdrop close,
 * focus returns to the opener. Controlled through open / onOpenChange.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideClose = false,
  dismissible = true,
  hideTitle = false,
  closeLabel = 'Закрыть',
  container,
}: ModalProps) {
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault();
  };
  // Radix returns focus only to a Dialog.Trigger; our modals are opened by any control, so
  // remember what had focus when the dialog opened and give it back on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container ?? undefined}>
        <Dialog.Overlay css={overlayCss} />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected) {
              e.preventDefault();
              target.focus();
            }
          }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          css={css`
            position: fixed;
            z-index: ${zIndex.modal};
            top: 50%;
            left: 50%;
            transform: translate(-50%, -50%);
            width: calc(100vw - ${space(8)});
            max-width: ${widths[size]};
            max-height: calc(100dvh - ${space(8)});
            display: flex;
            flex-direction: column;
            background: ${colors.surface};
            color: ${colors.text};
            font-family: ${fontStack};
            border-radius: ${radius.card}px;
            box-shadow: ${shadow.modal};
            &:focus {
              outline: none;
            }
            ${mq.mobile} {
              top: auto;
              bottom: 0;
              transform: translate(-50%, 0);
              width: 100vw;
              max-width: 100vw;
              max-height: 92dvh;
              border-radius: ${radius.card}px ${radius.card}px 0 0;
            }
          `}
        >
          <div
            css={css`
              display: flex;
              align-items: flex-start;
              gap: ${space(2)};
              padding: ${space(5)} ${space(5)} ${space(2)};
            `}
          >
            <div css={{ flex: 1, minWidth: 0 }}>
              <Dialog.Title
                css={[
                  css`
                    margin: 0;
                    padding-top: ${space(2)};
                    font-size: ${fontSize.lg}px;
                    font-weight: ${fontWeight.bold};
                    color: ${colors.primary};
                  `,
                  hideTitle && srOnlyCss,
                ]}
              >
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description
                  css={css`
                    margin: ${space(2)} 0 0;
                    color: ${colors.muted};
                    font-size: ${fontSize.sm}px;
                  `}
                >
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            {hideClose ? null : (
              <Dialog.Close asChild>
                <IconButton aria-label={closeLabel}>
                  <CloseIcon />
                </IconButton>
              </Dialog.Close>
            )}
          </div>
          <div
            css={css`
              padding: ${space(2)} ${space(5)} ${space(5)};
              overflow-y: auto;
              flex: 1;
            `}
          >
            {children}
          </div>
          {footer ? (
            <div
              css={css`
                display: flex;
                justify-content: flex-end;
                flex-wrap: wrap;
                gap: ${space(3)};
                padding: ${space(4)} ${space(5)};
                border-top: 1px solid ${colors.grey[200]};
                ${mq.mobile} {
                  flex-direction: column-reverse;
                  & > * {
                    width: 100%;
                  }
                }
              `}
            >
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * May return a promise: the confirm button shows loading until it settles, then the dialog
   * closes. If it rejects, the dialog stays open (report the error yourself, e.g. a toast).
   */
  onConfirm: () => unknown;
  onCancel?: () => void;
  /** Confirm button in the danger colour (removals). */
  danger?: boolean;
  /** Where the dialog is portalled (see ModalProps.container). */
  container?: HTMLElement | null;
}

/** «Уверены, что хотите убрать игрока из команды?» style yes/no dialogs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Да',
  cancelLabel = 'Отмена',
  onConfirm,
  onCancel,
  danger = false,
  container,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const openChange = (next: boolean) => {
    if (!next) onCancel?.();
    onOpenChange(next);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setBusy(false);
      onOpenChange(false);
    } catch {
      // The caller reports its own failure (toast); the dialog stays open for another try.
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={openChange}
      title={title}
      description={description}
      size="sm"
      dismissible={!busy}
      container={container}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => openChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
