/**
 * `?regonevent=<id>` on the home page (a link from a newsletter or a poster): opens that game's
 * registration window only when there is such a game and it takes registrations; otherwise the
 * visitor is told why in a toast («Игра не найдена», «Регистрация не доступна ...») instead of a
 * registration window for a game that does not exist. A game registered elsewhere (reg_url) opens
 * its event page at «Регистрация».
 */

import { emit } from '@quiz/bus';
import type { Event } from '@quiz/contract';
import { isPassed, isRegistrationOpen, parseId, TEAM_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import { isNotFound, loadPublicEvent } from '../api/events';
import { openRegistration } from '../event-card/EventCard';

export const REG_ON_EVENT_TEXTS = {
  notFound: 'Игра не найдена',
  closed: TEAM_TEXTS.registrationClosed,
  failed: 'Не удалось открыть регистрацию. Попробуйте ещё раз.',
} as const;

const toast = (message: string) => emit({ type: 'toast.show', kind: 'error', message });

export async function openRegistrationFromLink(raw: string, signal?: AbortSignal): Promise<void> {
  const id = parseId(raw);
  if (id === null) {
    toast(REG_ON_EVENT_TEXTS.notFound);
    return;
  }
  let event: Event;
  try {
    event = await loadPublicEvent(id, { signal });
  } catch (error) {
    if (signal?.aborted) return;
    toast(isNotFound(error) ? REG_ON_EVENT_TEXTS.notFound : REG_ON_EVENT_TEXTS.failed);
    return;
  }
  if (signal?.aborted) return;
  if (isPassed(event.date) || !isRegistrationOpen(event.workflow_state)) {
    toast(REG_ON_EVENT_TEXTS.closed);
    return;
  }
  if (event.reg_url) {
    emit({ type: 'nav.go', to: href('eventRegistration', { eventId: id }) });
    return;
  }
  openRegistration(id);
}
