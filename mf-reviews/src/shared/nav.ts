/** SPA navigation for links and link-buttons: a plain left click goes through the bus (`nav.go`). */
import { emit } from '@quiz/bus';
import type { MouseEvent } from 'react';

export function spaClick(to: string) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    emit({ type: 'nav.go', to });
  };
}
