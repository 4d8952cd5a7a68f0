/** The event's preorder page and the visitor's access to it (`preorderEvent`, `preorderAccess`). */
import { type CallOptions, type CallResult, callApi } from '@quiz/api';
import { visitorOptions } from './visitor';

export type PreorderEvent = CallResult<'preorderEvent'>;
export type PreorderAccess = CallResult<'preorderAccess'>;

/** The event with its place and city, and the menu's root categories. */
export function loadPreorderEvent(eventId: number, options: CallOptions = {}): Promise<PreorderEvent> {
  return callApi('preorderEvent', { params: { id: eventId } }, options);
}

export interface AccessQuery {
  eventId: number;
  teamId: number;
  /** the team link token (`?t=`) */
  linkToken?: string;
  /** the guest's API token (undefined: the site's session) */
  token?: string;
}

/** What the visitor may do here: the notice's status, `can_order`, the event team and the own cart. */
export function loadPreorderAccess(
  { eventId, teamId, linkToken, token }: AccessQuery,
  options: CallOptions = {},
): Promise<PreorderAccess> {
  return callApi(
    'preorderAccess',
    { params: { id: eventId }, query: { team: teamId, ...(linkToken ? { t: linkToken } : {}) } },
    visitorOptions(token, options),
  );
}
