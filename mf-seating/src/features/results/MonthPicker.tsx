/**
 * The results month picker: ← / → step one calendar month (a month without games shows 'Нет игры!'),
 * the select jumps to any month that has results. Months are 'YYYY-MM', shown as «ноябрь 2026».
 */
import { Button, colors, fontSize, fontWeight, Select, space } from '@quiz/ui';
import { monthLabel, shiftMonth } from './month';

export interface MonthPickerProps {
  value: string;
  /** months with results, newest first */
  months: readonly string[];
  onChange: (month: string) => void;
}

export function MonthPicker({ value, months, onChange }: MonthPickerProps) {
  const oldest = months[months.length - 1];
  const newest = months[0];
  const options = (months.includes(value) ? months : [...months, value].sort().reverse()).map((m) => ({
    value: m,
    label: monthLabel(m),
  }));
  return (
    <nav
      aria-label="Выбор месяца"
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(2) }}
    >
      <Button
        variant="secondary"
        aria-label="Предыдущий месяц"
        disabled={!oldest || value <= oldest}
        onClick={() => onChange(shiftMonth(value, -1))}
      >
        ←
      </Button>
      <p
        aria-live="polite"
        css={{
          margin: 0,
          minWidth: 150,
          textAlign: 'center',
          fontSize: fontSize.lg,
          fontWeight: fontWeight.bold,
          color: colors.primary,
        }}
      >
        {monthLabel(value)}
      </p>
      <Button
        variant="secondary"
        aria-label="Следующий месяц"
        disabled={!newest || value >= newest}
        onClick={() => onChange(shiftMonth(value, 1))}
      >
        →
      </Button>
      <Select
        label="Месяц с итогами"
        hideLabel
        value={value}
        options={options}
        onChange={(e) => onChange(e.target.value)}
        css={{ marginBottom: 0, minWidth: 180 }}
      />
    </nav>
  );
}
