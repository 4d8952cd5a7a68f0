import { fakeNetwork } from '@quiz/api/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTrialPackage } from '../../test/fixtures';
import { frameSequence, frameZoom, MEDIA_AUTOPLAY_DELAY_MS, nextFrameIndex } from './frames';
import { TrialGame } from './TrialGame';

describe('trial game (SPEC §2 "Trial game")', () => {
  let net: ReturnType<typeof fakeNetwork>;
  beforeEach(() => {
    net = fakeNetwork();
    net.on('templateTask', (req) => {
      const frame = (req.body as { frame: string }).frame;
      const taskId = req.url.split('/').at(-2);
      return {
        status: 200,
        data: {
          template_name: frame,
          html: `<div>${frame === 'question' ? 'Вопрос' : 'Ответ'} ${taskId}<script>alert(1)</script></div>`,
        },
      };
    });
  });

  it('orders question then answer per task, loops after the last, zooms by width / 1920', () => {
    expect(frameSequence(makeTrialPackage(2).tasks)).toEqual([
      { taskIndex: 0, kind: 'question' },
      { taskIndex: 0, kind: 'answer' },
      { taskIndex: 1, kind: 'question' },
      { taskIndex: 1, kind: 'answer' },
    ]);
    expect(nextFrameIndex(3, 4)).toBe(0);
    expect(frameZoom(960)).toBe(0.5);
    expect(frameZoom(1920)).toBe(1);
  });

  it('shows frames one after another with the counter and «Далее», and loops', async () => {
    render(<TrialGame gamePackage={makeTrialPackage(2)} />);
    const counter = screen.getByTestId('trial-counter');
    expect(counter).toHaveTextContent('Вопрос 1 из 2 · вопрос');
    expect(await screen.findByText('Вопрос 500')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Далее' });
    await userEvent.click(next);
    expect(counter).toHaveTextContent('Вопрос 1 из 2 · ответ');
    expect(await screen.findByText('Ответ 500')).toBeInTheDocument();
    await userEvent.click(next);
    expect(await screen.findByText('Вопрос 501')).toBeInTheDocument();
    expect(counter).toHaveTextContent('Вопрос 2 из 2 · вопрос');
    await userEvent.click(next);
    await userEvent.click(next);
    expect(counter).toHaveTextContent('Вопрос 1 из 2 · вопрос');
    expect(await screen.findByText('Вопрос 500')).toBeInTheDocument();
    // sanitized: no script survives
    expect(document.querySelector('[data-testid="trial-frame"] script')).toBeNull();
    // looping back asks for no frame again: each of the four was asked once
    expect(net.requests).toHaveLength(4);
  });

  it('requests each frame once: opening asks for the first question and prefetches its answer', async () => {
    // the prefetched answer arrives after the question (as over a real network)
    net.on('templateTask', async (req) => {
      const frame = (req.body as { frame: string }).frame;
      if (frame === 'answer') await new Promise((resolve) => setTimeout(resolve, 30));
      return {
        status: 200,
        data: {
          template_name: frame,
          html: `<div>${frame === 'question' ? 'Вопрос' : 'Ответ'} ${req.url.split('/').at(-2)}</div>`,
        },
      };
    });
    render(<TrialGame gamePackage={makeTrialPackage(2)} />);
    expect(await screen.findByText('Вопрос 500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Ответ 500')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    const frames = net.requests.map(
      (r) => `${r.url.split('/').at(-2)}:${(r.body as { frame: string }).frame}`,
    );
    // opening: 500 question + 500 answer (prefetch); «Далее»: 501 question (prefetch) — none twice
    expect(frames).toEqual(['500:question', '500:answer', '501:question']);
  });

  it('starts media 500 ms after the frame appears', async () => {
    jest.useFakeTimers();
    const play = jest.fn(() => Promise.resolve());
    Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
    const pkg = makeTrialPackage(1);
    const task = pkg.tasks[0];
    if (task) task.question_media = { url: '/media/q.mp4', type: 'video' };
    render(<TrialGame gamePackage={pkg} />);
    // the frame appears when its query answers (the cache tells the screen on a timer of its own)
    expect(await screen.findByTestId('trial-frame')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MEDIA_AUTOPLAY_DELAY_MS - 50));
    expect(play).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(play).toHaveBeenCalled();
    jest.useRealTimers();
  });
});
