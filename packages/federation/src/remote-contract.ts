/**
 * The contract between the shell (or the venue embed loader) and every remote.
 * Remote `./App` parcels get RemoteAppProps; widget parcels get WidgetProps & their own props.
 */
import type { RouteName } from '@quiz/routes';

/** A loader bound to the host's own federation instance (see ARCHITECTURE.md "The remote contract"). */
export type HostLoadRemote = (id: string) => Promise<unknown>;

export interface HostApi {
  loadRemote: HostLoadRemote;
}

export interface RemoteAppProps {
  route: RouteName;
  params: Record<string, string>;
  query: Record<string, string>;
  /** true when mounted outside the shell (venue embed, standalone dev page). */
  embedded: boolean;
  host: HostApi;
  /**
   * The route loader's answer the server rendered this screen with: present only for the
   * route the page was rendered for, on the first mount, so hydration renders what the server did.
   */
  data?: unknown;
}

export interface WidgetBaseProps {
  host: HostApi;
  /** Called by an overlay widget (opened with `widget.open`) when it wants to close. */
  onClose?: () => void;
}
