import { session$ } from '@quiz/bus';
import { makeCity, makeUser } from '@quiz/contract/fixtures';
import { SSR_STATE_ELEMENT_ID, type SsrPageState } from '@quiz/contract/ssr-page';
import { isOwnPersonalPage, readServerPage, seedSessionFromServer } from './server-page';

const city = makeCity({ id: 2, title: 'Казань' });
const state = (over: Partial<SsrPageState> = {}): SsrPageState => ({
  url: '/games?type=past',
  route: 'games',
  owner: 'mf_events',
  version: '0.1.0',
  params: {},
  query: { type: 'past' },
  city,
  cities: [city],
  common: null,
  data: { events: [] },
  ...over,
});

function page(json: string): HTMLElement {
  document.body.innerHTML = `<div id="root"><header>Квиз</header><main><div data-remote="mf_events"><div data-ssr-slot=""><h1>Игры</h1></div></div></main></div><script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${json}</script>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

const at = (pathname: string, search = '') => ({ pathname, search }) as Location;

describe('readServerPage', () => {
  it('takes the state and the slot markup of the page the server rendered for this URL', () => {
    const root = page(JSON.stringify(state()));
    const read = readServerPage(root, at('/games', '?type=past'));
    expect(read?.state.city?.title).toBe('Казань');
    expect(read?.slotHtml).toBe('<h1>Игры</h1>');
    // the state element is consumed: a later read finds nothing
    expect(document.getElementById(SSR_STATE_ELEMENT_ID)).toBeNull();
    expect(root.textContent).toContain('Игры');
  });

  it('takes the page for a URL that renders to the same one: parameters the page does not read (utm tags) left aside', () => {
    const root = page(JSON.stringify(state()));
    const read = readServerPage(root, at('/games', '?utm_source=vk&type=past'));
    expect(read?.slotHtml).toBe('<h1>Игры</h1>');
    // a parameter the page reads is part of its URL
    const other = page(JSON.stringify(state()));
    expect(readServerPage(other, at('/games', '?type=future'))).toBeNull();
  });

  it('drops the server markup when the state was made for another URL or does not parse', () => {
    const root = page(JSON.stringify(state()));
    expect(readServerPage(root, at('/rating'))).toBeNull();
    expect(root.childElementCount).toBe(0);

    const broken = page('{"url":');
    expect(readServerPage(broken, at('/games', '?type=past'))).toBeNull();
    expect(broken.childElementCount).toBe(0);
  });

  it('is null on a page the server did not render', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root');
    expect(root && readServerPage(root, at('/'))).toBeNull();
  });
});

describe('a personal page (rendered for a player)', () => {
  const alice = makeUser({ id: 7, first_name: 'Алиса' });
  const personal = () =>
    JSON.stringify(state({ url: '/my_teams', route: 'myTeams', owner: 'mf_teams', query: {}, user: alice }));
  const setCookie = (value: string) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the shell's login writes
    document.cookie = value;
  };
  afterEach(() => {
    setCookie('quiz_token=; max-age=0; path=/');
    session$.next({ token: null, user: null });
  });

  it("is taken by the browser holding a token, and that player is the session's user from the start", () => {
    setCookie('quiz_token=abc; path=/');
    const root = page(personal());
    const read = readServerPage(root, at('/my_teams'));
    expect(read?.state.user?.first_name).toBe('Алиса');
    seedSessionFromServer(read?.state ?? {});
    expect(session$.getValue()).toEqual({ token: 'abc', user: alice });
  });

  it("is dropped without a token (logged out since), or when the session is another player's", () => {
    const root = page(personal());
    expect(readServerPage(root, at('/my_teams'))).toBeNull();
    expect(root.childElementCount).toBe(0);

    setCookie('quiz_token=abc; path=/');
    session$.next({ token: 'abc', user: makeUser({ id: 8, first_name: 'Борис' }) });
    const other = page(personal());
    expect(readServerPage(other, at('/my_teams'))).toBeNull();
    expect(other.childElementCount).toBe(0);
  });

  it("a public page is anyone's, with or without a session", () => {
    expect(isOwnPersonalPage({}, { token: null, user: null }, null)).toBe(true);
    expect(isOwnPersonalPage({ user: alice }, { token: null, user: null }, 'abc')).toBe(true);
    expect(isOwnPersonalPage({ user: alice }, { token: 'other', user: null }, 'abc')).toBe(false);
  });
});
