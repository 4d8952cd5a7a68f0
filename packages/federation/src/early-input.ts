/**
 * Early input on a server-rendered page. The page arrives with its content, and for a
 * moment (the shell's code, then the remote's, then React taking the markup over) its buttons are the
 * server's markup with no handler behind them: a click there would do nothing, a choice in a list would
 * not reach the screen. From the shell entry's first line (before React or the shared modules: this
 * module imports nothing), such a click or choice inside a server-rendered slot is held, and made again
 * as soon as React owns that very element (hydration keeps the server's nodes, so it is the same one).
 *
 * A form's submit button is held too: every form of the site is driven by script, and the browser's own
 * submit would reload the page with the fields in its address and save nothing (an organizer marking a
 * team «пришла» at the door in the first second). Text typed into a field before React owns it never
 * reaches React's state (React takes the typed value for its own, and a form that then sets its fields
 * puts its initial values back on the screen): what was typed is kept, and once the slot is live it is
 * made again as one input event, before a held submit, so the form sends what the person typed. A field
 * left before its screen was live is left again after its typing is made again (a score cell saves when
 * it is left: an organizer typing a score and moving on in the first second would see it and lose it).
 *
 * A tap that comes once the screen is live but before that typing was made again waits for it too.
 *
 * Links are left to the browser (they work without any script). Input on elements React already owns
 * passes through untouched. The hold ends after HOLD_LIMIT_MS.
 */

/**
 * What reacts to a click by script only (a link or a form still works without the remote's code). A box
 * or a radio ticked before its screen is live would be unticked by React taking it over, its change
 * never seen (a player ticking himself in a team's line-up): the tick is held and made again too.
 */
const SCRIPTED_CONTROL =
  'button, input[type="submit"], [role="button"], [role="tab"], summary, input[type="checkbox"], input[type="radio"]';
/** The fields whose typing React's state must hear of (a box, a radio, a file are not typed into). */
const TYPED_FIELD =
  'textarea, input:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="submit"])';
const SSR_SLOT = '[data-ssr-slot]';
/** React DOM marks every element it owns with its props under this key prefix. */
const REACT_PROPS = '__reactProps$';
/** After this long nothing is held any more (and what is held and never came alive is dropped). */
export const HOLD_LIMIT_MS = 15_000;
/** How many times typing is made again while the screen keeps putting its initial values back. */
const SETTLE_ROUNDS = 5;

type HeldInput =
  | { kind: 'click'; control: HTMLElement }
  | { kind: 'choice'; select: HTMLSelectElement; value: string };

/** React has taken this element over (its handlers are attached). */
export function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith(REACT_PROPS));
}

/**
 * Set on a server-rendered slot once its remote has mounted (./ssr-remote-parcel.tsx): React has
 * committed the slot's tree. React marks an element as its own while it is still rendering, before the
 * commit, and a form's fields register in effects after it: input is made again only in a live slot.
 */
export const LIVE_SLOT_ATTRIBUTE = 'data-ssr-live';

function isLive(element: Element): boolean {
  return ownedByReact(element) && Boolean(element.closest(SSR_SLOT)?.hasAttribute(LIVE_SLOT_ATTRIBUTE));
}

/**
 * Runs `task` after the tasks already queued on the page's message queue: React's scheduler queues its
 * work (the effects of a commit among it) there, so what was queued before runs first.
 */
function afterQueuedTasks(view: Window & typeof globalThis, task: () => void): void {
  if (typeof MessageChannel !== 'function') {
    view.setTimeout(task, 0); // a test's document without message channels
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

function elementOf(input: HeldInput): HTMLElement {
  return input.kind === 'click' ? input.control : input.select;
}

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Tells React what was typed into a field before it owned the field. After hydration React's own value
 * is the field's `defaultValue`, and React's change tracking may take the typed text for the value it
 * set: the field is set to React's value through the element (so the tracking holds it), the typed text
 * is put in behind it (the prototype's setter), and an input event makes React read the difference.
 */
function makeTypingAgain(field: TypedField, typed: string): void {
  if (typed === field.defaultValue) return;
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  field.value = field.defaultValue;
  setValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Tells React a field was left (its `onBlur`: a cell that saves when it is left) without moving the
 * focus from where the person is now: React hears focus through `focusin` and `focusout`.
 */
function leaveAgain(field: TypedField): void {
  field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
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

/** What is typed into the page's fields before they are live, and its making again (./early-input.ts). */
interface TypingHold {
  onInput(event: Event): void;
  /** `focusin` / `focusout`: a typed field left before it is live is left again after its typing */
  onFocusMove(event: Event): void;
  /** Moves the typed fields now live to the making again (a field drawn anew is forgotten); true if any. */
  liveTyping(): boolean;
  /** Makes the live typing again until the screen keeps it, leaves the fields left, then runs `then`. */
  settleTyping(then: () => void): void;
  /** typed fields not live yet */
  waiting(): boolean;
  /** typing in a live slot not made again yet: a click now would reach the screen before it */
  unsettled(): boolean;
  clear(): void;
}

function createTypingHold(doc: Document, view: Window & typeof globalThis, watch: () => void): TypingHold {
  /** each field typed into before React owned it, with its text then */
  const typed = new Map<TypedField, string>();
  /** those whose slot is live, to be made again after React's queued work (unless typed into again) */
  const pending = new Map<TypedField, string>();
  /** the typed fields the person left before they were live (and did not come back to) */
  const left = new Set<TypedField>();
  let replaying = false;
  /** runs `make` with the events it dispatches taken for the hold's own, not someone typing */
  const asReplay = (make: () => void) => {
    replaying = true;
    try {
      make();
    } finally {
      replaying = false;
    }
  };
  /** The pending fields left before they were live: left again now (the focus stays where it is). */
  const leaveTheLeft = () => {
    const leaving = [...pending.keys()].filter((field) => left.has(field) && doc.activeElement !== field);
    pending.clear();
    asReplay(() => {
      for (const field of leaving) {
        left.delete(field);
        leaveAgain(field);
      }
    });
  };
  /**
   * A form whose fields register in effects React had not run yet puts its initial values back when
   * React hears the typing (it runs those effects before its next render): the field then shows them
   * again, and the typing is made once more, at most SETTLE_ROUNDS times.
   */
  const settleTyping = (then: () => void, round = 0) => {
    afterQueuedTasks(view, () => {
      let madeAgain = false;
      asReplay(() => {
        for (const [field, text] of pending) {
          if (!field.isConnected) pending.delete(field);
          else if (round === 0 || field.value !== text) {
            makeTypingAgain(field, text);
            madeAgain = true;
          }
        }
      });
      if (madeAgain && round < SETTLE_ROUNDS) {
        view.requestAnimationFrame(() => settleTyping(then, round + 1));
        return;
      }
      leaveTheLeft();
      then();
    });
  };
  return {
    onInput(event) {
      const field = event.target;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || replaying) return;
      // typing in a live field reaches React with the whole text: nothing is kept to be made again
      if (isLive(field)) {
        typed.delete(field);
        pending.delete(field);
        left.delete(field);
      }
      if (!field.matches(TYPED_FIELD) || !field.closest(SSR_SLOT) || ownedByReact(field)) return;
      typed.set(field, field.value);
      watch();
    },
    onFocusMove(event) {
      const field = event.target;
      if (replaying || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
      if (!typed.has(field) && !pending.has(field)) return;
      if (event.type === 'focusout') left.add(field);
      else left.delete(field);
    },
    liveTyping() {
      let any = false;
      for (const [field, text] of typed) {
        if (!field.isConnected) typed.delete(field);
        else if (isLive(field)) {
          typed.delete(field);
          pending.set(field, text);
          any = true;
        }
      }
      return any;
    },
    settleTyping: (then) => settleTyping(then),
    waiting: () => typed.size > 0,
    unsettled: () => pending.size > 0 || [...typed.keys()].some(isLive),
    clear() {
      typed.clear();
      pending.clear();
      left.clear();
    },
  };
}

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
  /** a held click being made again: it passes */
  let clicking = false;
  const watch = () => {
    if (!frame) frame = view.requestAnimationFrame(check);
  };
  const typing = createTypingHold(doc, view, watch);

  /** The held click or choice if its element is live now, taken off the watch. */
  const liveHeld = () => {
    const input = held;
    if (input && !elementOf(input).isConnected) held = null; // the slot was drawn anew: the element is gone
    if (!input || !held || !isLive(elementOf(input))) return null;
    held = null;
    return input;
  };
  function check() {
    frame = 0;
    const typingLive = typing.liveTyping();
    const input = liveHeld();
    if (typingLive || input) {
      // after the work React has queued (its effects: a form registers its fields there), typing first
      typing.settleTyping(() => {
        if (!input || !elementOf(input).isConnected) return;
        clicking = true;
        try {
          makeAgain(input);
        } finally {
          clicking = false;
        }
      });
    }
    if (held || typing.waiting()) frame = view.requestAnimationFrame(check);
  }
  const hold = (input: HeldInput, event: Event) => {
    if (event.cancelable) event.preventDefault();
    // React's own listeners (on the slot, on the shell's root) never see it: it is made again later
    event.stopImmediatePropagation();
    held = input;
    watch();
  };
  const onClick = (event: Event) => {
    if (clicking || !(event.target instanceof Element)) return;
    const control = event.target.closest(SCRIPTED_CONTROL);
    if (!(control instanceof HTMLElement) || !control.closest(SSR_SLOT) || control.closest('a[href]')) return;
    // a tap just after the screen went live waits for the typing made before it (a form would send the
    // number it started with)
    if (!ownedByReact(control) || typing.unsettled()) hold({ kind: 'click', control }, event);
  };
  const onChange = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.closest(SSR_SLOT)) return;
    if (!ownedByReact(select)) hold({ kind: 'choice', select, value: select.value }, event);
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    ['click', onClick],
    ['change', onChange],
    ['input', typing.onInput],
    ['focusin', typing.onFocusMove],
    ['focusout', typing.onFocusMove],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  const timer = view.setTimeout(() => stop(), limitMs);
  const stop = () => {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
    view.clearTimeout(timer);
    if (frame) view.cancelAnimationFrame(frame);
    held = null;
    typing.clear();
    delete page[HOLD_KEY];
  };
  page[HOLD_KEY] = stop;
  return stop;
}
