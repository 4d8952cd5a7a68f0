import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionFrame } from './SectionFrame';

describe('SectionFrame', () => {
  it('shows the title as a named section with the default text and no close button', () => {
    render(<SectionFrame title="Команда на игре" />);
    expect(screen.getByRole('region', { name: 'Команда на игре' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Команда на игре' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onClose from «Закрыть»', async () => {
    const onClose = jest.fn();
    render(<SectionFrame title="Регистрация на игру" text="Скоро." onClose={onClose} />);
    expect(screen.getByText('Скоро.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
