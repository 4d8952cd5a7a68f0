/**
 * Copies a link to the clipboard and says so in a toast: «Ссылка скопирована в буфер.», or «упс...» when
 * the browser has no clipboard or refuses it (SPEC §8). Used by every screen that shares a link.
 */
import { emit } from '@quiz/bus';
import { TEAM_TEXTS } from '@quiz/domain';

export async function copyLink(url: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) {
    emit({ type: 'toast.show', message: TEAM_TEXTS.clipboardMissing, kind: 'error' });
    return;
  }
  try {
    await clipboard.writeText(url);
    emit({ type: 'toast.show', message: TEAM_TEXTS.linkCopied, kind: 'success' });
  } catch {
    emit({ type: 'toast.show', message: TEAM_TEXTS.clipboardMissing, kind: 'error' });
  }
}
