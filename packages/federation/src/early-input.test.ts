import { holdEarlyInput, holdEarlyInputOnPage } from './early-input';

function slot(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('holdEarlyInput', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds a click on a server-rendered button and clicks it again once the remote is mounted', () => {
    const element = slot('<button type="button">Я бы сыграл</button>');
    const button = element.querySelector('button') as HTMLButtonElement;
    const seen: string[] = [];
    const early = holdEarlyInput(element);
    // the remote's handler, attached after the click (as hydration does)
    button.click();
    button.addEventListener('click', () => seen.push('нажато'));
    expect(seen).toEqual([]);
    early.replay();
    expect(seen).toEqual(['нажато']);
    // once mounted, clicks go straight through
    button.click();
    expect(seen).toEqual(['нажато', 'нажато']);
  });

  it('leaves links and submit buttons to the browser, and a released slot replays nothing', () => {
    const element = slot(
      '<a href="/games"><span>Игры</span></a><form><button type="submit">Отправить</button></form><button type="button">Ещё</button>',
    );
    const early = holdEarlyInput(element);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('span')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('button[type="submit"]')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);

    const more = element.querySelector('button[type="button"]') as HTMLButtonElement;
    const seen: string[] = [];
    more.click();
    more.addEventListener('click', () => seen.push('ещё'));
    early.release();
    early.replay();
    expect(seen).toEqual([]);
  });

  it('holds a choice made in a list before the screen is live and makes it again for the screen', () => {
    const element = slot(
      '<select><option value="2026-10">Октябрь</option><option value="2026-11">Ноябрь</option></select>',
    );
    const select = element.querySelector('select') as HTMLSelectElement;
    const early = holdEarlyInput(element);
    select.value = '2026-11';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // hydration puts the server's value back; the screen's handler arrives
    select.value = '2026-10';
    const seen: string[] = [];
    select.addEventListener('change', () => seen.push(select.value));
    early.replay();
    expect(seen).toEqual(['2026-11']);
  });

  it('holds a click made before the slot mounted (the shell entry holds the page) and hands it to the slot', () => {
    const element = slot('<div data-ssr-slot=""><button type="button">Войти в сетку</button></div>');
    const button = element.querySelector('button') as HTMLButtonElement;
    holdEarlyInputOnPage(document);
    button.click();
    const early = holdEarlyInput(element.querySelector('[data-ssr-slot]') as HTMLElement);
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('клик'));
    early.replay();
    expect(seen).toEqual(['клик']);
  });
});
