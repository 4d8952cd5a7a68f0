import { render, screen } from '@testing-library/react';
import { ChildSection } from './ChildSection';

describe('children’s game section of the home page', () => {
  it('closed: the «Записать ребёнка» link and no form', () => {
    render(<ChildSection open={false} />);
    expect(screen.getByRole('heading', { name: 'Детская игра' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Записать ребёнка' })).toHaveAttribute(
      'href',
      '/childregistration',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('open (/childregistration): the form loads, then its name field has focus', async () => {
    render(<ChildSection open />);
    expect(screen.getByRole('status', { name: 'Загружаем форму…' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Запись на детскую игру' });
    expect(form).toBeInTheDocument();
    expect(screen.getByLabelText('Имя ребёнка')).toHaveFocus();
    expect(screen.queryByRole('status', { name: 'Загружаем форму…' })).not.toBeInTheDocument();
  });
});
