/** A team's invite link (`/reg_on_team/{slug}`): build, copy («Ссылка скопирована в буфер.» / «упс...»). */
import type { Team } from '@quiz/contract';
import { href } from '@quiz/routes';
import { copyLink } from './clipboard';

export function inviteUrl(team: Pick<Team, 'secret_slug'>): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${href('regOnTeam', { slug: team.secret_slug })}`;
}

/** «Ссылка скопирована в буфер.» on copy, «упс...» without a clipboard. */
export function copyInvite(team: Pick<Team, 'secret_slug'>): Promise<void> {
  return copyLink(inviteUrl(team));
}
