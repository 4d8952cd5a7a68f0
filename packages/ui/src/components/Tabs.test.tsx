import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './Tabs';

const ITEMS = [
  { value: 'upcoming', label: 'Ближайшие', content: <p>Панель ближайших</p> },
  { value: 'recent', label: 'Прошедшие', content: <p>Панель прошедших</p> },
] as const;

function Harness({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState<string>('upcoming');
  return (
    <Tabs
      aria-label="Игры"
      items={ITEMS}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('Tabs as exported (Radix loaded on first render)', () => {
  it('shows the same tabs and active panel at once, switches on click, then Radix takes over', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    // First paint, before the implementation arrives: the placeholder tab list.
    const list = screen.getByRole('tablist', { name: 'Игры' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Ближайшие', 'Прошедшие']);
    expect(screen.getByRole('tab', { name: 'Ближайшие' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Ближайшие' })).not.toHaveAttribute('aria-controls');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Панель ближайших');
    expect(screen.queryByText('Панель прошедших')).not.toBeInTheDocument();
    // A click on the placeholder already switches.
    fireEvent.click(screen.getByRole('tab', { name: 'Прошедшие' }));
    expect(onChange).toHaveBeenLastCalledWith('recent');
    expect(screen.getByRole('tab', { name: 'Прошедшие' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Панель прошедших');

    // Radix takes over (each tab then controls its panel), keeping the state.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Прошедшие' })).toHaveAttribute('aria-controls'),
    );
    expect(screen.getByRole('tab', { name: 'Прошедшие' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Ближайшие' }));
    expect(onChange).toHaveBeenLastCalledWith('upcoming');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Панель ближайших');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Прошедшие' })).toHaveFocus();
  });
});
