import { holdEarlyClicks } from './ssr-remote-parcel';

function slot(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('holdEarlyClicks', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds a click on a server-rendered button and clicks it again once the remote is mounted', () => {
    const element = slot('<button type="button">Я бы сыграл</button>');
    const button = element.querySelector('button') as HTMLButtonElement;
    const seen: string[] = [];
    const early = holdEarlyClicks(element);
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
    const early = holdEarlyClicks(element);
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
});
