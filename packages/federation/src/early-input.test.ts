import { waitFor } from '@testing-library/react';
import { holdEarlyInputOnPage, LIVE_SLOT_ATTRIBUTE, ownedByReact } from './early-input';

/**
 * Hydration of an element: React DOM marks it with its props (`__reactProps$<random>`), and the slot is
 * marked live once the remote has mounted (./ssr-remote-parcel.tsx).
 */
function takeOver(element: Element): void {
  Object.assign(element, { __reactProps$test: {} });
  element.closest('[data-ssr-slot]')?.setAttribute(LIVE_SLOT_ATTRIBUTE, '');
}

/** A few frames: long enough for the hold to have made anything again that it was going to. */
const nextFrames = () => new Promise((resolve) => setTimeout(resolve, 60));

function page(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root"><header><button type="button">Войти</button></header><main><div data-ssr-slot="">${html}</div></main></div>`;
  return document.querySelector('[data-ssr-slot]') as HTMLElement;
}

describe('early input on a server-rendered page', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('holds a click on a server-rendered button and makes it again once React owns the button', async () => {
    const slot = page('<button type="button">Я бы сыграл</button>');
    stop = holdEarlyInputOnPage(document);
    const button = slot.querySelector('button') as HTMLButtonElement;
    const seen: string[] = [];
    button.click();
    await nextFrames();
    // hydration: the handler and React's mark arrive on the same element
    button.addEventListener('click', () => seen.push('нажато'));
    expect(seen).toEqual([]);
    takeOver(button);
    await waitFor(() => expect(seen).toEqual(['нажато']));
    expect(ownedByReact(button)).toBe(true);
    // now it is React's: clicks go straight through
    button.click();
    expect(seen).toEqual(['нажато', 'нажато']);
  });

  it('holds a tick in a box: the box stays as the server drew it, then the screen gets the tick', async () => {
    const slot = page('<label><input type="checkbox"> В игре: Дина</label>');
    stop = holdEarlyInputOnPage(document);
    const box = slot.querySelector('input') as HTMLInputElement;
    const seen: boolean[] = [];
    // the player ticks the box (by its label) before the screen is live
    (slot.querySelector('label') as HTMLLabelElement).click();
    expect(box.checked).toBe(false);
    box.addEventListener('click', () => seen.push(box.checked));
    takeOver(box);
    await waitFor(() => expect(seen).toEqual([true]));
    expect(box.checked).toBe(true);
  });

  it('holds a choice made in a list and makes it again for the screen', async () => {
    const slot = page(
      '<select><option value="2026-10">Октябрь</option><option value="2026-11">Ноябрь</option></select>',
    );
    stop = holdEarlyInputOnPage(document);
    const select = slot.querySelector('select') as HTMLSelectElement;
    select.value = '2026-11';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // hydration puts the server's value back, the screen's handler arrives
    select.value = '2026-10';
    const seen: string[] = [];
    select.addEventListener('change', () => seen.push(select.value));
    takeOver(select);
    await waitFor(() => expect(seen).toEqual(['2026-11']));
  });

  it('holds a form submit: the browser does not send the form itself, the screen does once it is live', async () => {
    const slot = page('<form><input value="4"><button type="submit">Отметить: пришла</button></form>');
    stop = holdEarlyInputOnPage(document);
    const form = slot.querySelector('form') as HTMLFormElement;
    const button = slot.querySelector('button') as HTMLButtonElement;
    const submits: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits.push('отправлено');
    });
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(submits).toEqual([]);
    takeOver(button);
    await waitFor(() => expect(submits).toEqual(['отправлено']));
  });

  it('leaves links and the frame outside the slot alone, and drops a click whose element went away', async () => {
    const slot = page('<a href="/games"><span>Игры</span></a><button type="button" id="more">Ещё</button>');
    stop = holdEarlyInputOnPage(document);
    for (const target of [slot.querySelector('span'), document.querySelector('header button')]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      target?.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    const more = slot.querySelector('#more') as HTMLButtonElement;
    const seen: string[] = [];
    more.click();
    more.remove(); // the slot was drawn anew
    more.addEventListener('click', () => seen.push('ещё'));
    takeOver(more);
    await nextFrames();
    expect(seen).toEqual([]);
  });

  it('does nothing on a page the server did not render', () => {
    document.body.innerHTML = '<div id="root"><button type="button">Войти</button></div>';
    stop = holdEarlyInputOnPage(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
