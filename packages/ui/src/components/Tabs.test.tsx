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

describe('the tab strip on a narrow screen', () => {
  const MANY = ['Первая', 'Вторая', 'Третья', 'Четвёртая', 'Пятая'].map((label, i) => ({
    value: `t${i}`,
    label,
  }));
  // jsdom lays nothing out: the strip is 100 px wide from x = 0, each tab 80 px wide after the previous one
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(
      this: HTMLElement,
    ) {
      const tabs = Array.from(this.parentElement?.querySelectorAll('[role="tab"]') ?? []);
      const index = tabs.indexOf(this);
      const left = index >= 0 ? index * 80 - (this.parentElement?.scrollLeft ?? 0) : 0;
      const width = index >= 0 ? 80 : 100;
      return { left, right: left + width, width, top: 0, bottom: 40, height: 40, x: left, y: 0 } as DOMRect;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('opened on a later tab, scrolls sideways to it; opened on the first, stays at its start', () => {
    const { unmount } = render(
      <Tabs aria-label="Разделы" items={MANY} value="t3" onValueChange={() => undefined} />,
    );
    const strip = screen.getByRole('tablist', { name: 'Разделы' }).parentElement;
    expect(strip?.scrollLeft).toBeGreaterThan(0);
    unmount();
    render(<Tabs aria-label="Разделы" items={MANY} value="t0" onValueChange={() => undefined} />);
    expect(screen.getByRole('tablist', { name: 'Разделы' }).parentElement?.scrollLeft).toBe(0);
  });
});
