/** Copies a link: «Ссылка скопирована в буфер.» on success, «упс...» without a clipboard (SPEC §2). */
import { TEAM_TEXTS } from '@quiz/domain';
import { toast } from './bus';

export async function copyLink(url: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) {
    toast(TEAM_TEXTS.clipboardMissing, 'error');
    return;
  }
  try {
    await clipboard.writeText(url);
    toast(TEAM_TEXTS.linkCopied, 'success');
  } catch {
    toast(TEAM_TEXTS.clipboardMissing, 'error');
  }
}
