import '../auth/test-polyfills';
import { emit } from '@quiz/bus';
import { act, render, screen } from '@testing-library/react';
import { ToastHost } from './ToastHost';

describe('ToastHost', () => {
  it('renders nothing until the first toast, then shows the toasts emitted before the library arrived', async () => {
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      emit({ type: 'toast.show', kind: 'success', message: 'Вы вошли' });
      emit({ type: 'toast.show', kind: 'error', message: 'Что-то пошло не так!' });
    });
    expect(await screen.findByText('Вы вошли')).toBeInTheDocument();
    expect(await screen.findByText('Что-то пошло не так!')).toBeInTheDocument();
    act(() => emit({ type: 'toast.show', message: 'Вы вышли из аккаунта' }));
    expect(await screen.findByText('Вы вышли из аккаунта')).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(3);
  });
});
