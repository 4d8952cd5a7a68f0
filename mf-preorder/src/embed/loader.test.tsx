/**
 * The venue embed's loader (`embed.js`) on a venue page: each `[data-quiz-preorder]` element gets a
 * shadow root with the preorder inside (the catalog of its event), API calls go to the script's origin,
 * and an element is mounted once. (The embed build renders with preact/compat; here React renders.)
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { preorderNet } from '../test/net';
import { mountAll } from './loader';

afterEach(() => {
  document.body.replaceChildren();
});

describe('venue embed loader', () => {
  it('renders the preorder into a shadow root of each element, with the API at the script’s origin', async () => {
    const net = preorderNet({ status: 'not_registered', can_order: false });
    document.body.innerHTML =
      '<h1>Бар «Сова»</h1><div data-quiz-preorder data-event="42" data-team="30"></div><div id="other"></div>';
    let mounted = 0;
    act(() => {
      mounted = mountAll('https://quiz.example/mf/mf_preorder/0.1.0/embed.js');
    });
    expect(mounted).toBe(1);
    const element = document.querySelector<HTMLElement>('[data-quiz-preorder]');
    const shadow = element?.shadowRoot;
    if (!shadow) throw new Error('no shadow root');
    // the venue's document does not see the embed's content; the shadow root does
    expect(screen.queryByRole('heading', { name: 'Предзаказ' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(shadow as unknown as HTMLElement).getByRole('heading', { name: 'Предзаказ' }),
      ).toBeTruthy(),
    );
    expect(shadow.querySelector('style')?.textContent).toContain(':host{all:initial');
    expect(net.calls('preorderEvent')[0]?.baseURL).toBe('https://quiz.example/api/');
    expect(element?.dataset.quizMounted).toBe('1');
    expect(mountAll('https://quiz.example/mf/mf_preorder/0.1.0/embed.js')).toBe(0);
  });
});
