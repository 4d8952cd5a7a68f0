import type { WidgetId } from '@quiz/bus';
import { useBusEvent } from '@quiz/bus/react';
import { type HostApi, RemoteParcel } from '@quiz/federation';
import { widgetTitle } from '@quiz/routes';
import { Modal } from '@quiz/ui';
import { useCallback, useState } from 'react';

interface OpenWidget {
  id: WidgetId;
  props: Record<string, unknown>;
  title: string;
}

/**
 * Serves `widget.open` / `widget.close`: mounts the widget parcel by id inside a Modal.
 * The widget gets `onClose` (and the host loader) in its props; a `title` prop names the dialog.
 */
export function OverlayHost({ host }: { host: HostApi }) {
  const [open, setOpen] = useState<OpenWidget | null>(null);
  const close = useCallback(() => setOpen(null), []);

  useBusEvent('widget.open', ({ id, props }) => {
    const title = typeof props?.title === 'string' ? props.title : (widgetTitle(id) ?? 'Окно');
    setOpen({ id, props: props ?? {}, title });
  });
  useBusEvent('widget.close', ({ id }) => setOpen((current) => (!id || current?.id === id ? null : current)));

  return (
    <Modal
      open={open !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={open?.title ?? ''}
      hideTitle
      size="lg"
    >
      {open ? (
        <div data-widget={open.id}>
          <RemoteParcel
            key={open.id}
            id={open.id}
            loadRemote={host.loadRemote}
            props={{ ...open.props, onClose: close }}
          />
        </div>
      ) : null}
    </Modal>
  );
}
