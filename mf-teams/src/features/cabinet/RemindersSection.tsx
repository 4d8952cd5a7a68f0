/**
 * /cabinet «Напоминания и календарь»: the reminders switch (24 h and 2 h before a registered
 * game, saved with `updateReminderSettings`) and the personal calendar feed — every game the player is
 * registered for, as a link a phone calendar subscribes to — with «Скопировать» and «Сменить ссылку»
 * (`rotateCalendarSecret`: the old link stops working). The parts are forms (./RemindersToggle,
 * ./CalendarFeed) that show the cached settings; each change's answer replaces them in the cache.
 */
import { colors, Section, Skeleton, space } from '@quiz/ui';
import { useReminderSettings } from './api/reminders';
import { CalendarFeed } from './CalendarFeed';
import { RemindersToggle } from './RemindersToggle';
import { REMINDER_TEXTS } from './reminders';

export function RemindersSection() {
  const state = useReminderSettings();
  const settings = state.data;

  return (
    <Section title={REMINDER_TEXTS.section}>
      {settings ? (
        <div css={{ display: 'grid', gap: space(4) }}>
          <RemindersToggle settings={settings} />
          <CalendarFeed settings={settings} />
        </div>
      ) : state.error ? (
        <p css={{ color: colors.muted }}>Не удалось загрузить настройки. Обновите страницу.</p>
      ) : (
        <Skeleton height={88} />
      )}
    </Section>
  );
}
