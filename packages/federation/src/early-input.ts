/**
 * Early input on a server-rendered page. The page arrives with its content, and for a
 * moment (the shell's code, then the remote's, then React taking the markup over) its buttons are the
 * server's markup with no handler behind them: a click there would do nothing, a choice in a list would
 * not reach the screen. From the shell entry's first line (before React or the shared modules: this
 * module imports nothing), such a click or choice inside a server-rendered slot is held, and made again
 * as soon as React owns that very element (hydration keeps the server's nodes, so it is the same one).
 * Links and form submits are left to the browser (they work without any script). Input on elements
 * React already owns passes through untouched. The hold ends after HOLD_LIMIT_MS.
 */

/**
 * What reacts to a click by script only (a link or a form still works without the remote's code). A box
 * or a radio ticked before its screen is live would be unticked by React taking it over, its change
 * never seen (a player ticking himself in a team's line-up): the tick is held and made again too.
 */
const SCRIPTED_CONTROL =
  'button:not([type="submit"]), [role="button"], [role="tab"], summary, input[type="checkbox"], input[type="radio"]';
const SSR_SLOT = '[data-ssr-slot]';
/** React DOM marks every element it owns with its props under this key prefix. */
const REACT_PROPS = '__reactProps$';
/** After this long nothing is held any more (and what is held and never came alive is dropped). */
export const HOLD_LIMIT_MS = 15_000;

type HeldInput =
  | { kind: 'click'; control: HTMLElement }
  | { kind: 'choice'; select: HTMLSelectElement; value: string };

/** React has taken this element over (its handlers are attached). */
export function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith(REACT_PROPS));
}

function elementOf(input: HeldInput): HTMLElement {
  return input.kind === 'click' ? input.control : input.select;
}

function makeAgain(input: HeldInput): void {
  if (input.kind === 'click') {
    input.control.click();
    return;
  }
  input.select.value = input.value;
  input.select.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * One hold per page, whichever copy of this module installs it (the shell's `boot.js` on a server-rendered
 * page, then the shell's entry): the stop function lives on the page, not in a module.
 */
const HOLD_KEY = Symbol.for('quiz.earlyInput');
type PageWithHold = typeof globalThis & { [HOLD_KEY]?: () => void };

/**
 * Holds early input in the page's server-rendered slots (no-op on a page without one). Returns the
 * function that stops holding (dropping anything still held).
 */
export function holdEarlyInputOnPage(doc: Document = document, limitMs = HOLD_LIMIT_MS): () => void {
  const page = globalThis as PageWithHold;
  const installed = page[HOLD_KEY];
  if (installed) return installed;
  if (!doc.querySelector(SSR_SLOT)) return () => undefined;
  const view = doc.defaultView ?? window;
  let held: HeldInput | null = null;
  let frame = 0;

  const check = () => {
    frame = 0;
    const input = held;
    if (!input) return;
    const element = elementOf(input);
    if (!element.isConnected) {
      held = null; // the slot was drawn anew: the element is gone
      return;
    }
    if (!ownedByReact(element)) {
      frame = view.requestAnimationFrame(check);
      return;
    }
    held = null;
    makeAgain(input);
  };
  const hold = (input: HeldInput, event: Event) => {
    if (event.cancelable) event.preventDefault();
    // React's own listeners (on the slot, on the shell's root) never see it: it is made again later
    event.stopImmediatePropagation();
    held = input;
    if (!frame) frame = view.requestAnimationFrame(check);
  };
  const onClick = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const control = event.target.closest(SCRIPTED_CONTROL);
    if (!(control instanceof HTMLElement) || !control.closest(SSR_SLOT) || control.closest('a[href]')) return;
    if (!ownedByReact(control)) hold({ kind: 'click', control }, event);
  };
  const onChange = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.closest(SSR_SLOT)) return;
    if (!ownedByReact(select)) hold({ kind: 'choice', select, value: select.value }, event);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('change', onChange, true);
  const timer = view.setTimeout(() => stop(), limitMs);
  const stop = () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('change', onChange, true);
    view.clearTimeout(timer);
    if (frame) view.cancelAnimationFrame(frame);
    held = null;
    delete page[HOLD_KEY];
  };
  page[HOLD_KEY] = stop;
  return stop;
}
