import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, IconButton } from './Button';
import { Collapsible } from './Collapsible';
import { Checkbox, Counter, Select, TextField } from './fields';
import { Badge, EmptyState, ErrorAlert, PageFrame, Section, SkeletonList } from './layout';
import { PhoneInput } from './PhoneInput';
import { Stars } from './Stars';
import { podiumRowCss, Table } from './Table';
import { Tabs } from './Tabs';

function GamesTabs({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('upcoming');
  return (
    <>
      <Tabs
        aria-label="Игры"
        items={[
          { value: 'upcoming', label: 'Ближайшие' },
          { value: 'recent', label: 'Прошедшие' },
          { value: 'development', label: 'В разработке' },
        ]}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <p>Показаны: {value}</p>
    </>
  );
}

function CounterHarness({ min = 1, max = 3 }: { min?: number; max?: number }) {
  const [value, setValue] = useState(min);
  return <Counter label="Количество участников" value={value} min={min} max={max} onChange={setValue} />;
}

function PhoneHarness() {
  const [phone, setPhone] = useState('');
  return <PhoneInput label="Телефон" value={phone} onChange={setPhone} />;
}

describe('Button', () => {
  it('is a button that calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Зарегистрироваться</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
  it('while loading shows a spinner, is disabled and busy, and ignores clicks', async () => {
    const onClick = jest.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Отправить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Отправить' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('button > span[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
  it('with href renders a link', () => {
    render(<Button href="/games">Все игры</Button>);
    expect(screen.getByRole('link', { name: 'Все игры' })).toHaveAttribute('href', '/games');
  });
  it('a disabled link has no href and says it is disabled', () => {
    render(
      <Button href="/games" disabled>
        Все игры
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Все игры' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });
  it('IconButton is named by its aria-label', () => {
    render(
      <IconButton aria-label="Закрыть">
        <span>×</span>
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });
});

describe('Collapsible', () => {
  it('toggles its content and aria-expanded', async () => {
    render(
      <Collapsible title="О игре">
        <p>Восемь туров по семь вопросов</p>
      </Collapsible>,
    );
    const toggle = screen.getByRole('button', { name: 'О игре' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Восемь туров по семь вопросов')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Восемь туров по семь вопросов')).toBeVisible();
    expect(toggle).toHaveAttribute(
      'aria-controls',
      screen.getByText('Восемь туров по семь вопросов').parentElement?.id,
    );
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Восемь туров по семь вопросов')).not.toBeInTheDocument();
  });
  it('can start open', () => {
    render(
      <Collapsible title="Регистрация" defaultOpen>
        <p>Форма</p>
      </Collapsible>,
    );
    expect(screen.getByRole('button', { name: 'Регистрация' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Форма')).toBeVisible();
  });
});

describe('Tabs', () => {
  it('marks the active tab and switches on click', async () => {
    const onChange = jest.fn();
    render(<GamesTabs onChange={onChange} />);
    const list = screen.getByRole('tablist', { name: 'Игры' });
    expect(within(list).getAllByRole('tab')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'Ближайшие' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Прошедшие' }));
    expect(onChange).toHaveBeenCalledWith('recent');
    expect(screen.getByRole('tab', { name: 'Прошедшие' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Ближайшие' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('Показаны: recent')).toBeInTheDocument();
  });
  it('tabs without panels point at the panel the page renders (panelId)', async () => {
    render(
      <>
        <Tabs
          aria-label="Игры"
          panelId="games-panel"
          items={[
            { value: 'upcoming', label: 'Ближайшие' },
            { value: 'recent', label: 'Прошедшие' },
          ]}
          value="upcoming"
          onValueChange={() => undefined}
        />
        <div id="games-panel" role="tabpanel" aria-label="Ближайшие" />
      </>,
    );
    expect(screen.getByRole('tab', { name: 'Ближайшие' })).toHaveAttribute('aria-controls', 'games-panel');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Прошедшие' })).toHaveAttribute('id'));
    expect(screen.getByRole('tab', { name: 'Прошедшие' })).toHaveAttribute('aria-controls', 'games-panel');
  });

  it('moves with the arrow keys', async () => {
    render(<GamesTabs />);
    // The Radix implementation loads on first render; its triggers carry Radix ids. These tabs have no
    // panel of their own, so they point at none (aria-controls of a missing panel is invalid ARIA).
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Ближайшие' })).toHaveAttribute('id'));
    expect(screen.getByRole('tab', { name: 'Ближайшие' })).not.toHaveAttribute('aria-controls');
    await userEvent.click(screen.getByRole('tab', { name: 'Ближайшие' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Прошедшие' })).toHaveFocus();
  });
  it('renders the panel of the active item when items carry content', async () => {
    render(
      <Tabs
        items={[
          { value: 'a', label: 'Первая', content: <p>Панель А</p> },
          { value: 'b', label: 'Вторая', content: <p>Панель Б</p> },
        ]}
        value="a"
        onValueChange={() => {}}
      />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Панель А');
    expect(screen.queryByText('Панель Б')).not.toBeInTheDocument();
  });
});

describe('Counter', () => {
  it('counts within its bounds and disables the buttons at them', async () => {
    render(<CounterHarness />);
    const group = screen.getByRole('group', { name: 'Количество участников' });
    const minus = within(group).getByRole('button', { name: 'Уменьшить' });
    const plus = within(group).getByRole('button', { name: 'Увеличить' });
    expect(group).toHaveTextContent('1');
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(group).toHaveTextContent('3');
    expect(plus).toBeDisabled();
    await userEvent.click(plus);
    expect(group).toHaveTextContent('3');
    await userEvent.click(minus);
    expect(group).toHaveTextContent('2');
    expect(plus).toBeEnabled();
  });
  it('clamps a value changed from outside the bounds', async () => {
    const onChange = jest.fn();
    render(<Counter label="Количество" value={120} min={1} max={99} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Уменьшить' }));
    expect(onChange).toHaveBeenCalledWith(99);
  });
});

describe('Table', () => {
  const columns = [
    { key: 'rank', header: 'Место' },
    { key: 'team_title', header: 'Команда', rowHeader: true },
    { key: 'total_score', header: 'Итого', align: 'right' as const },
  ];
  it('shows the empty text when there are no rows', () => {
    render(<Table columns={columns} rows={[]} />);
    expect(screen.getByRole('cell', { name: 'Нет результатов' })).toBeInTheDocument();
  });
  it('accepts another empty text', () => {
    render(<Table columns={columns} rows={[]} emptyText="Нет игры!" />);
    expect(screen.getByText('Нет игры!')).toBeInTheDocument();
  });
  it('renders headers, rows and per-row styles', () => {
    const rows = [
      { rank: 1, team_title: 'Эйнштейны', total_score: 48 },
      { rank: 2, team_title: 'Бобры', total_score: 41 },
      { rank: 4, team_title: 'Совы', total_score: 30 },
    ];
    render(
      <Table
        columns={columns}
        rows={rows}
        rowCss={(_, i) => podiumRowCss(i)}
        rowClassName={(_, i) => (i < 3 ? `place-${i + 1}` : undefined)}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Место',
      'Команда',
      'Итого',
    ]);
    expect(screen.getByRole('rowheader', { name: 'Эйнштейны' })).toBeInTheDocument();
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows[0]).toHaveClass('place-1');
    expect(bodyRows[0]).toHaveTextContent('48');
    expect(podiumRowCss(0)).toBeDefined();
    expect(podiumRowCss(3)).toBeUndefined();
  });
});

describe('PhoneInput', () => {
  it('formats as the user types and limits to 18 characters', async () => {
    render(<PhoneHarness />);
    const input = screen.getByLabelText('Телефон');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('maxlength', '18');
    await userEvent.type(input, '+79123456789');
    expect(input).toHaveValue('+7 (912) 345-67-89');
  });
  it('keeps a leading 8', async () => {
    render(<PhoneHarness />);
    const input = screen.getByLabelText('Телефон');
    await userEvent.type(input, '89123456789');
    expect(input).toHaveValue('8 (912) 345-67-89');
  });
  it('shows an error under the field', () => {
    render(<PhoneInput label="Телефон" value="" onChange={() => {}} error="Некорректный номер телефона!" />);
    expect(screen.getByLabelText('Телефон')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Телефон')).toHaveAccessibleDescription('Некорректный номер телефона!');
    expect(screen.getByRole('alert')).toHaveTextContent('Некорректный номер телефона!');
  });
});

describe('fields', () => {
  it('TextField forwards its ref and labels its input', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<TextField ref={ref} label="Имя" maxLength={18} />);
    expect(ref.current).toBe(screen.getByLabelText('Имя'));
  });
  it('Checkbox toggles by its label', async () => {
    const onChange = jest.fn();
    render(<Checkbox label="Я согласен на обработку данных" onChange={onChange} />);
    await userEvent.click(screen.getByText('Я согласен на обработку данных'));
    expect(screen.getByRole('checkbox', { name: 'Я согласен на обработку данных' })).toBeChecked();
  });
  it('Select lists its options after the placeholder', async () => {
    render(
      <Select
        label="Возраст"
        placeholder="Выберите"
        options={[
          { value: '8-10 лет', label: '8-10 лет' },
          { value: '11-13 лет', label: '11-13 лет' },
        ]}
      />,
    );
    const select = screen.getByLabelText('Возраст');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Выберите', '8-10 лет', '11-13 лет']);
    await userEvent.selectOptions(select, '11-13 лет');
    expect(select).toHaveValue('11-13 лет');
  });
});

describe('Stars', () => {
  it("announces 'Сложность: N из 3' and fills N stars", () => {
    const { container } = render(<Stars value={2} />);
    expect(screen.getByRole('img', { name: 'Сложность: 2 из 3' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg')).toHaveLength(3);
    expect(container.querySelectorAll('svg[fill="currentColor"]')).toHaveLength(2);
  });
  it('is a radio group when interactive', async () => {
    const onChange = jest.fn();
    render(<Stars value={3} max={5} onChange={onChange} groupLabel="Оценка вопросов" />);
    const group = screen.getByRole('radiogroup', { name: 'Оценка вопросов' });
    expect(within(group).getByRole('radio', { name: '3 из 5' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(group).getByRole('radio', { name: '5 из 5' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });
});

describe('layout pieces', () => {
  it("PageFrame renders the one h1 and subtitle, and no <main> of its own (the shell's is the only one)", () => {
    render(
      <PageFrame title="Рейтинг команд" subtitle="Сезон 2025">
        <Section title="Осень">содержимое</Section>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Рейтинг команд' })).toBeInTheDocument();
    expect(screen.getByText('Сезон 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Осень' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });
  it('PageFrame with an eyebrow title keeps it the h1; without a title it renders only its children', () => {
    const { unmount } = render(
      <PageFrame title="Игра" titleStyle="eyebrow">
        <h2>Квиз «Гарри Поттер»</h2>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Игра' })).toBeInTheDocument();
    unmount();
    render(
      <PageFrame>
        <h1>Квиз</h1>
      </PageFrame>,
    );
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
  it('EmptyState shows title, text and action', () => {
    render(<EmptyState title="Нет игры!" text="Выберите другой месяц" action={<Button>Назад</Button>} />);
    expect(screen.getByText('Нет игры!')).toBeInTheDocument();
    expect(screen.getByText('Выберите другой месяц')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
  });
  it('ErrorAlert is an alert with a close control', async () => {
    const onClose = jest.fn();
    render(<ErrorAlert title="Упс!" description="Регистрация не найдена" onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Упс!');
    expect(screen.getByRole('alert')).toHaveTextContent('Регистрация не найдена');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalled();
  });
  it('SkeletonList is a busy status with card placeholders', () => {
    render(<SkeletonList count={4} label="Загружаем игры" />);
    const status = screen.getByRole('status', { name: 'Загружаем игры' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.children).toHaveLength(4);
  });
  it('Badge shows its content', () => {
    render(<Badge tone="accent">3</Badge>);
    expect(screen.getByText('3')).toBeInTheDocument();
  });
});
