import { render, screen } from '@testing-library/react';
import { Modal } from './LazyModal';

describe('Modal as exported (loaded on first open)', () => {
  it('renders nothing while closed, the dialog once opened, and closes again', async () => {
    const { rerender } = render(<Modal open={false} onOpenChange={() => {}} title="Выберите город" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<Modal open onOpenChange={() => {}} title="Выберите город" />);
    expect(await screen.findByRole('dialog', { name: 'Выберите город' })).toBeInTheDocument();
    rerender(<Modal open={false} onOpenChange={() => {}} title="Выберите город" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
