/**
 * The theme vote (SPEC §2 "Theme vote", §4 "Vote", §5, §9): themes with pictures, one or two choices
 * with the third dropping the oldest, «Назад» and «Отправить», the thank-you screen closing after 3 s,
 * the already-voted state, no vote. Network faked at the api edge.
 */
import { fakeNetwork } from '@quiz/api/testing';
import { makeVote } from '@quiz/contract/fixtures';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeVote } from './ThemeVote';

const card = (name: string) => screen.getByRole('button', { name });

describe('theme vote', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the themes with pictures; «Отправить» waits for a choice', async () => {
    const net = fakeNetwork();
    net.on('currentVote', { status: 200, data: makeVote() });
    render(<ThemeVote />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Голосование за тему' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Темы' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Кино 90-х', 'Советские мультфильмы', 'Космос']);
    expect(list.querySelectorAll('img')[0]).toHaveAttribute('src', '/media/themes/71.svg');
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeEnabled();
  });

  it('one or two themes; a third choice drops the oldest; a second click unselects', async () => {
    const user = userEvent.setup();
    const net = fakeNetwork();
    net.on('currentVote', { status: 200, data: makeVote() });
    render(<ThemeVote />);
    await screen.findByRole('list', { name: 'Темы' });
    await user.click(card('Кино 90-х'));
    await user.click(card('Советские мультфильмы'));
    expect(screen.getByText('Выбрано: 2 из 2')).toBeInTheDocument();
    await user.click(card('Космос'));
    expect(card('Кино 90-х')).toHaveAttribute('aria-pressed', 'false');
    expect(card('Советские мультфильмы')).toHaveAttribute('aria-pressed', 'true');
    expect(card('Космос')).toHaveAttribute('aria-pressed', 'true');
    await user.click(card('Космос'));
    expect(card('Космос')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Выбрано: 1 из 2')).toBeInTheDocument();
  });

  it('«Отправить» sends the themes, thanks, and the thank-you screen closes after 3 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const net = fakeNetwork();
    net.on('currentVote', { status: 200, data: makeVote() });
    net.on('castVote', (req) => ({
      status: 200,
      data: makeVote({ user_votes: [{ user: 100, themes: (req.body as { themes: number[] }).themes }] }),
    }));
    render(<ThemeVote />);
    await screen.findByRole('list', { name: 'Темы' });
    await user.click(card('Космос'));
    await user.click(card('Кино 90-х'));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Спасибо, ваш голос учтён!')).toBeInTheDocument();
    expect(net.calls('castVote')[0]?.url).toBe('vote/3/');
    expect(net.calls('castVote')[0]?.body).toEqual({ themes: [73, 71] });
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('Спасибо, ваш голос учтён!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Спасибо, ваш голос учтён!')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Вы уже проголосовали' })).toBeInTheDocument();
    expect(screen.getByText('Ваш выбор: «Кино 90-х», «Космос»')).toBeInTheDocument();
  });

  it('already voted: shows the choice, and «Изменить выбор» reopens it preselected', async () => {
    const user = userEvent.setup();
    const net = fakeNetwork();
    net.on('currentVote', { status: 200, data: makeVote({ user_votes: [{ user: 100, themes: [72] }] }) });
    render(<ThemeVote />);
    expect(await screen.findByRole('heading', { name: 'Вы уже проголосовали' })).toBeInTheDocument();
    expect(screen.getByText('Ваш выбор: «Советские мультфильмы»')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Изменить выбор' }));
    expect(card('Советские мультфильмы')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeEnabled();
  });

  it('«Назад» goes back in history', async () => {
    const user = userEvent.setup();
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/cabinet');
    window.history.pushState({}, '', '/theme_vote');
    const net = fakeNetwork();
    net.on('currentVote', { status: 200, data: makeVote() });
    render(<ThemeVote />);
    await user.click(await screen.findByRole('button', { name: 'Назад' }));
    expect(back).toHaveBeenCalled();
    back.mockRestore();
  });

  it('a refused vote shows the server text and keeps the choice', async () => {
    const user = userEvent.setup();
    const net = fakeNetwork();
    net.on('currentVote', { status: 200, data: makeVote() });
    net.on('castVote', { status: 400, data: { detail: 'Это голосование уже закончилось.' } });
    render(<ThemeVote />);
    await screen.findByRole('list', { name: 'Темы' });
    await user.click(card('Космос'));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Это голосование уже закончилось.');
    expect(card('Космос')).toHaveAttribute('aria-pressed', 'true');
  });

  it('«Отправить» is busy while the vote is sent: a second click sends nothing', async () => {
    const user = userEvent.setup();
    const net = fakeNetwork();
    net.on('currentVote', { status: 200, data: makeVote() });
    let answer: (value: { status: number; data: unknown }) => void = () => undefined;
    net.on('castVote', () => new Promise((resolve) => (answer = resolve)));
    render(<ThemeVote />);
    await screen.findByRole('list', { name: 'Темы' });
    await user.click(card('Космос'));
    const send = screen.getByRole('button', { name: 'Отправить' });
    await user.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    await user.click(send);
    answer({ status: 200, data: makeVote({ user_votes: [{ user: 100, themes: [73] }] }) });
    expect(await screen.findByText('Спасибо, ваш голос учтён!')).toBeInTheDocument();
    expect(net.calls('castVote')).toHaveLength(1);
  });

  it('no current vote: says so', async () => {
    const net = fakeNetwork();
    net.on('currentVote', { status: 404, data: { detail: 'Сейчас нет голосования за тему.' } });
    render(<ThemeVote />);
    expect(await screen.findByText('Сейчас нет голосования за тему')).toBeInTheDocument();
    await waitFor(() => expect(net.calls('currentVote')).toHaveLength(1));
  });
});
