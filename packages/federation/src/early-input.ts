/**
 * Early input on a server-rendered page (issue 16). Until the remote's screen has taken its markup over,
 * a click on one of its buttons would do nothing (the markup is the server's, no handler is attached
 * yet), and a choice in a list would not reach the screen. The last such click or choice is held, and
 * made again once the screen is live: the elements are the same ones, hydration keeps the server's
 * nodes. Links and form submits are left to the browser (they work without the remote's code).
 *
 * Two holders: the shell's entry holds input on the whole page from its first line
 * (`holdEarlyInputOnPage`, before React or the shared modules are loaded: this module imports nothing),
 * and the remote's slot takes over from it when it mounts (`holdEarlyInput`), until the screen is live.
 */

/** What reacts to a click by script only (a link or a form still works without the remote's code). */
const SCRIPTED_CONTROL = 'button:not([type="submit"]), [role="button"], [role="tab"], summary';
const SSR_SLOT = '[data-ssr-slot]';

type HeldInput =
  | { kind: 'click'; control: HTMLElement }
  | { kind: 'choice'; select: HTMLSelectElement; value: string };

export interface EarlyInputHold {
  /** makes the held click or choice again (once the screen is live) and stops holding */
  replay: () => void;
  /** stops holding and drops what was held (the screen did not come, or came as a new render) */
  release: () => void;
}

interface Holder extends EarlyInputHold {
  take: () => HeldInput | null;
}

function createHolder(
  target: EventTarget,
  within: (element: Element) => boolean,
  initial: HeldInput | null = null,
): Holder {
  let held: HeldInput | null = initial;
  let active = true;
  const onClick = (event: Event) => {
    if (!active || !(event.target instanceof Element)) return;
    const control = event.target.closest(SCRIPTED_CONTROL);
    if (!(control instanceof HTMLElement) || !within(control) || control.closest('a[href]')) return;
    event.preventDefault();
    // also React's own listener on the remote's root: the click is made again later
    event.stopImmediatePropagation();
    held = { kind: 'click', control };
  };
  const onChange = (event: Event) => {
    if (!active || !(event.target instanceof HTMLSelectElement) || !within(event.target)) return;
    event.stopImmediatePropagation();
    held = { kind: 'choice', select: event.target, value: event.target.value };
  };
  target.addEventListener('click', onClick, true);
  target.addEventListener('change', onChange, true);
  const stop = () => {
    active = false;
    target.removeEventListener('click', onClick, true);
    target.removeEventListener('change', onChange, true);
  };
  return {
    take: () => {
      const input = held;
      held = null;
      return input;
    },
    release: () => {
      stop();
      held = null;
    },
    replay: () => {
      const input = held;
      stop();
      held = null;
      if (input?.kind === 'click' && input.control.isConnected) input.control.click();
      if (input?.kind === 'choice' && input.select.isConnected) {
        input.select.value = input.value;
        input.select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
  };
}

let pageHolder: Holder | null = null;

/** The shell's entry: hold early input in any server-rendered slot of the page, from now on. */
export function holdEarlyInputOnPage(doc: Document = document): void {
  if (pageHolder || !doc.querySelector(SSR_SLOT)) return;
  pageHolder = createHolder(doc, (element) => element.closest(SSR_SLOT) !== null);
}

/** A mounting slot: holds input in `slot` until its screen is live, taking over what the page held. */
export function holdEarlyInput(slot: HTMLElement): EarlyInputHold {
  const fromPage = pageHolder?.take() ?? null;
  pageHolder?.release();
  pageHolder = null;
  const inSlot = fromPage && slot.contains(fromPage.kind === 'click' ? fromPage.control : fromPage.select);
  return createHolder(slot, (element) => slot.contains(element), inSlot ? fromPage : null);
}
