/** The frame: navbar and footer around every screen, none around a full-screen route (the venue's TV view). */
import '../test-polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Layout } from '../App';

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Layout>
        <p>Экран</p>
      </Layout>
    </MemoryRouter>,
  );
}

describe('Layout', () => {
  it('shows the navbar and the footer around a screen', () => {
    renderAt('/game_result/5');
    expect(screen.getByRole('navigation', { name: 'Основная навигация' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Экран');
  });

  it('shows a full-screen route alone: no navbar, no footer', () => {
    renderAt('/game_result/5/screen');
    expect(screen.getByRole('main')).toHaveTextContent('Экран');
    expect(screen.queryByRole('navigation', { name: 'Основная навигация' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
