import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button';
import { ConfirmDialog, Modal } from './Modal';

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Открыть</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Регистрация на игру"
        description="Выберите команду"
        dismissible={dismissible}
        footer={<Button onClick={() => setOpen(false)}>Назад</Button>}
      >
        <input aria-label="Название команды" />
      </Modal>
    </>
  );
}

function Confirm({ onConfirm }: { onConfirm: () => unknown }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Уверены, что хотите убрать игрока из команды?"
      onConfirm={onConfirm}
      danger
    />
  );
}

describe('Modal', () => {
  it('opens as a named dialog with its description and moves focus inside', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog', { name: 'Регистрация на игру' });
    expect(dialog).toHaveAccessibleDescription('Выберите команду');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
  it('closes on Esc and returns focus to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
  it('closes with the × button and with a footer button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
  it('closes on a click on the backdrop', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog');
    const overlay = dialog.previousElementSibling;
    expect(overlay).not.toBeNull();
    await userEvent.click(overlay as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
  it('keeps focus trapped inside while open', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
  it('does not close on Esc when not dismissible', async () => {
    render(<Harness dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('runs onConfirm, shows loading, then closes', async () => {
    let resolve: () => void = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<Confirm onConfirm={onConfirm} />);
    expect(
      screen.getByRole('dialog', { name: 'Уверены, что хотите убрать игрока из команды?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Да' })).toBeDisabled();
    resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
  it('stays open when onConfirm fails', async () => {
    render(<Confirm onConfirm={() => Promise.reject(new Error('нет сети'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Да' })).toBeEnabled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
  it('closes on Отмена without confirming', async () => {
    const onConfirm = jest.fn();
    render(<Confirm onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
