/**
 * /cabinet «Напоминания и календарь»: the reminders switch (24 h and 2 h before a registered
 * game, saved with `updateReminderSettings`) and the personal calendar feed — every game the player is
 * registered for, as a link a phone calendar subscribes to — with «Скопировать» and «Сменить ссылку»
 * (`rotateCalendarSecret`: the old link stops working). The parts are forms (./RemindersToggle,
 * ./CalendarFeed) that share the loaded settings.
 */
import type { ReminderSettings } from '@quiz/contract';
import { colors, Section, Skeleton, space, useAsync } from '@quiz/ui';
import { useEffect, useState } from 'react';
import { loadReminderSettings } from './api/reminders';
import { CalendarFeed } from './CalendarFeed';
import { RemindersToggle } from './RemindersToggle';
import { REMINDER_TEXTS } from './reminders';

export function RemindersSection() {
  const state = useAsync(loadReminderSettings, []);
  const [settings, setSettings] = useState<ReminderSettings | null>(null);
  useEffect(() => {
    if (state.data) setSettings(state.data);
  }, [state.data]);

  return (
    <Section title={REMINDER_TEXTS.section}>
      {settings ? (
        <div css={{ display: 'grid', gap: space(4) }}>
          <RemindersToggle settings={settings} onChange={setSettings} />
          <CalendarFeed settings={settings} onChange={setSettings} />
        </div>
      ) : state.error ? (
        <p css={{ color: colors.muted }}>Не удалось загрузить настройки. Обновите страницу.</p>
      ) : (
        <Skeleton height={88} />
      )}
    </Section>
  );
}
