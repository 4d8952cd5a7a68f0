import { render, screen } from '@testing-library/react';
import { usePurifiedHtml } from './purified-html';

function Post({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the hook under test sanitizes it
  return <div data-testid="post" dangerouslySetInnerHTML={{ __html: usePurifiedHtml(html) }} />;
}

describe('usePurifiedHtml', () => {
  it('shows a post rendered in the browser only through DOMPurify: no handler survives', async () => {
    render(<Post html={'<p>Берите настроение</p><img src="x.png" alt="" onerror="alert(1)">'} />);
    expect(await screen.findByText('Берите настроение')).toBeInTheDocument();
    const img = screen.getByTestId('post').querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('onerror')).toBeNull();
  });

  it('shows nothing for an empty post', () => {
    render(<Post html="" />);
    expect(screen.getByTestId('post')).toBeEmptyDOMElement();
  });
});
