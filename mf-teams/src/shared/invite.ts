/** A team's invite link (`/reg_on_team/{slug}`): build, copy («Ссылка скопирована в буфер.» / «упс...»). */
import type { Team } from '@quiz/contract';
import { TEAM_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import { toast } from './bus';

export function inviteUrl(team: Pick<Team, 'secret_slug'>): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${href('regOnTeam', { slug: team.secret_slug })}`;
}

/** «Ссылка скопирована в буфер.» on copy, «упс...» without a clipboard. */
export async function copyInvite(team: Pick<Team, 'secret_slug'>): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) {
    toast(TEAM_TEXTS.clipboardMissing, 'error');
    return;
  }
  try {
    await clipboard.writeText(inviteUrl(team));
    toast(TEAM_TEXTS.linkCopied, 'success');
  } catch {
    toast(TEAM_TEXTS.clipboardMissing, 'error');
  }
}
