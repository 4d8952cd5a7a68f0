/**
 * The navbar's links stay on one row: the links that do not fit the row's width go under «Ещё» (least
 * used first, «Организатору» last), the rest keep their order. jsdom lays nothing out, so the widths
 * are given here: each link's measured width and the width the links' area has.
 */
import '../test-polyfills';
import { session$ } from '@quiz/bus';
import type { User } from '@quiz/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Navbar } from './Navbar';
import { overflowingLinks } from './nav-overflow';

const ORGANIZER = { id: 1, first_name: 'Ольга', is_organizer: true } as User;

/** Each measured link is 10 px a letter plus 16 px of padding; the links' area is `area` px wide. */
function layOut(area: number) {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-nav-links') ? area : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.hasAttribute('data-nav-measure') ? (this.textContent ?? '').length * 10 + 16 : 0;
    return { width, height: 44, top: 0, left: 0, right: width, bottom: 44, x: 0, y: 0, toJSON: () => ({}) };
  });
}

function renderNavbar(path = '/games') {
  act(() => session$.next({ token: 't', user: ORGANIZER }));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar />
    </MemoryRouter>,
  );
}

const row = () => screen.getByRole('list', { name: 'Разделы' });

afterEach(() => {
  jest.restoreAllMocks();
  act(() => session$.next({ token: null, user: null }));
});

describe('the navbar on one row', () => {
  it('puts the links that do not fit under «Ещё», keeping «Организатору» in the row', async () => {
    // 7 links: 7·16 + 68 letters·10 + 6 gaps·4 = 816 px; 700 px holds 5 of them and «Ещё» (46 px)
    layOut(700);
    renderNavbar();
    const shown = within(row())
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(shown).toEqual(['Главная', 'Рейтинг команд', 'Игры', 'Мои команды', 'Организатору']);
    // «Ещё» loads only when some links do not fit
    const more = await screen.findByRole('button', { name: 'Ещё' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const extra = screen.getByRole('list', { name: 'Ещё разделы' });
    expect(within(extra).getByRole('link', { name: 'Итоги игр' })).toHaveAttribute('href', '/game_results');
    expect(within(extra).getByRole('link', { name: 'Голосование' })).toHaveAttribute('href', '/theme_vote');
    // Esc closes it and gives focus back to «Ещё»
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('shows every link and no «Ещё» when they fit', () => {
    layOut(900);
    renderNavbar();
    expect(within(row()).getAllByRole('link')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Ещё' })).not.toBeInTheDocument();
  });

  it('marks «Ещё» as the current section when the page is one of its links', async () => {
    layOut(700);
    renderNavbar('/theme_vote');
    expect(await screen.findByRole('button', { name: 'Ещё' })).toHaveAttribute('data-active', 'true');
  });
});

describe('overflowingLinks', () => {
  it('drops the lowest priority first until the rest and «Ещё» fit', () => {
    const widths = [100, 100, 100, 100];
    const priorities = [4, 1, 3, 2];
    expect([...overflowingLinks(widths, priorities, 412, 4, 60)]).toEqual([]);
    // 4 links take 412 px; at 411 three, their gaps and «Ещё» take 300 + 8 + 4 + 60 = 372
    expect([...overflowingLinks(widths, priorities, 411, 4, 60)]).toEqual([1]);
    expect([...overflowingLinks(widths, priorities, 300, 4, 60)].sort()).toEqual([1, 3]);
    // not even one fits: all go under «Ещё»
    expect([...overflowingLinks(widths, priorities, 50, 4, 60)].sort()).toEqual([0, 1, 2, 3]);
  });
});
