/**
 * A team's invite link (`/reg_on_team/{slug}`): build, copy («Ссылка скопирована в буфер.» / «упс...»),
 * share where the browser can.
 */
import type { Team } from '@quiz/contract';
import { href } from '@quiz/routes';
import { copyLink } from '@quiz/ui';

function inviteUrl(team: Pick<Team, 'secret_slug'>): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${href('regOnTeam', { slug: team.secret_slug })}`;
}

/** «Ссылка скопирована в буфер.» on copy, «упс...» without a clipboard. */
export function copyInvite(team: Pick<Team, 'secret_slug'>): Promise<void> {
  return copyLink(inviteUrl(team));
}

/** The browser has a share sheet (`navigator.share`). */
export const canShareInvite = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Opens the share sheet with the team's link (a dismissed sheet is no error). */
export function shareInvite(team: Pick<Team, 'title' | 'secret_slug'>): void {
  void navigator.share({ title: team.title, url: inviteUrl(team) }).catch(() => undefined);
}
