/**
 * /cabinet «Напоминания и календарь»: the reminders switch (24 h and 2 h before a registered
 * game, saved with `updateReminderSettings` at once; it shows the new state and goes back if refused) and the personal calendar feed — every game the player is
 * registered for, as a link a phone calendar subscribes to — with «Скопировать» and «Сменить ссылку»
 * (`rotateCalendarSecret`: the old link stops working). The parts are forms (the switch,
 * ./CalendarFeed) that show the cached settings; each change's answer replaces them in the cache.
 */
import { colors, Section, Skeleton, space } from '@quiz/ui';
import { toast } from '../../shared/bus';
import { SavedToggle } from '../../shared/SavedToggle';
import { useReminderSettings, useSaveReminders } from './api/reminders';
import { CalendarFeed } from './CalendarFeed';
import { REMINDER_TEXTS } from './reminders';

export function RemindersSection() {
  const state = useReminderSettings();
  const { mutateAsync: saveReminders } = useSaveReminders();
  const settings = state.data;

  return (
    <Section title={REMINDER_TEXTS.section}>
      {settings ? (
        <div css={{ display: 'grid', gap: space(4) }}>
          <SavedToggle
            name="reminders_enabled"
            role="switch"
            label={REMINDER_TEXTS.toggle}
            hint={<p css={{ margin: 0, color: colors.muted }}>{REMINDER_TEXTS.toggleHint}</p>}
            checked={settings.reminders_enabled}
            save={async (enabled) => {
              await saveReminders(enabled);
              toast(enabled ? REMINDER_TEXTS.on : REMINDER_TEXTS.off, 'success');
              return enabled;
            }}
          />
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
