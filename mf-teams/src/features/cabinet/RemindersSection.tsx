/**
 * /cabinet «Напоминания и календарь»: the reminders switch (24 h and 2 h before a registered
 * game, saved with `updateReminderSettings`) and the personal calendar feed — every game the player is
 * registered for, as a link a phone calendar subscribes to — with «Скопировать» and «Сменить ссылку»
 * (`rotateCalendarSecret`: the old link stops working).
 */
import { callApi } from '@quiz/api';
import type { ReminderSettings } from '@quiz/contract';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  colors,
  Section,
  Skeleton,
  space,
  TextField,
  useAsync,
} from '@quiz/ui';
import { useEffect, useState } from 'react';
import { toast, toastError } from '../../shared/bus';
import { copyLink } from '../../shared/clipboard';

export const REMINDER_TEXTS = {
  section: 'Напоминания и календарь',
  toggle: 'Напоминать об играх',
  toggleHint: 'За сутки и за 2 часа до игры пришлём сообщение на ваш номер: когда, где и ссылку на игру.',
  on: 'Напоминания включены.',
  off: 'Напоминания выключены.',
  feedTitle: 'Календарь с вашими играми',
  feedText:
    'Подпишитесь на эту ссылку в календаре телефона или компьютера — в нём появятся все игры, на которые вы зарегистрированы, и он будет обновляться сам.',
  feedLabel: 'Ссылка на ваш календарь',
  feedCreate: 'Получить ссылку',
  copy: 'Скопировать',
  rotate: 'Сменить ссылку',
  rotateConfirm: 'Сменить ссылку на календарь?',
  rotateText:
    'Старая ссылка перестанет работать: календари, подписанные на неё, больше не будут обновляться.',
  rotateYes: 'Сменить',
  rotated: 'Готово: старая ссылка больше не работает.',
} as const;

/** The feed's absolute address (the server answers a path). */
export function feedUrl(path: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${path}`;
}

export function RemindersSection() {
  const state = useAsync((signal) => callApi('reminderSettings', undefined, { signal }), []);
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

interface PartProps {
  settings: ReminderSettings;
  onChange: (next: ReminderSettings) => void;
}

/** The switch: shows the new state at once, saves it, and goes back if the server refused. */
export function RemindersToggle({ settings, onChange }: PartProps) {
  const [saving, setSaving] = useState(false);
  const save = async (enabled: boolean) => {
    const before = settings;
    onChange({ ...settings, reminders_enabled: enabled });
    setSaving(true);
    try {
      onChange(await callApi('updateReminderSettings', { body: { reminders_enabled: enabled } }));
      toast(enabled ? REMINDER_TEXTS.on : REMINDER_TEXTS.off, 'success');
    } catch (error) {
      onChange(before);
      toastError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div>
      <Checkbox
        role="switch"
        label={REMINDER_TEXTS.toggle}
        checked={settings.reminders_enabled}
        aria-checked={settings.reminders_enabled}
        aria-busy={saving || undefined}
        disabled={saving}
        onChange={(e) => void save(e.currentTarget.checked)}
      />
      <p css={{ margin: 0, color: colors.muted }}>{REMINDER_TEXTS.toggleHint}</p>
    </div>
  );
}

/** The personal feed link: made on first ask, copied, or replaced by a new one. */
export function CalendarFeed({ settings, onChange }: PartProps) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rotate = async (): Promise<boolean> => {
    setBusy(true);
    try {
      onChange(await callApi('rotateCalendarSecret'));
      return true;
    } catch (error) {
      toastError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const url = settings.calendar_feed ? feedUrl(settings.calendar_feed) : null;
  return (
    <div css={{ display: 'grid', gap: space(2) }}>
      <h3 css={{ margin: 0, fontSize: 'inherit' }}>{REMINDER_TEXTS.feedTitle}</h3>
      <p css={{ margin: 0, color: colors.muted }}>{REMINDER_TEXTS.feedText}</p>
      {url ? (
        <>
          <TextField
            label={REMINDER_TEXTS.feedLabel}
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
            <Button variant="secondary" onClick={() => void copyLink(url)}>
              {REMINDER_TEXTS.copy}
            </Button>
            <Button variant="ghost" loading={busy} onClick={() => setConfirming(true)}>
              {REMINDER_TEXTS.rotate}
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={REMINDER_TEXTS.rotateConfirm}
            description={REMINDER_TEXTS.rotateText}
            confirmLabel={REMINDER_TEXTS.rotateYes}
            danger
            onConfirm={async () => {
              if (await rotate()) toast(REMINDER_TEXTS.rotated, 'success');
            }}
          />
        </>
      ) : (
        <Button
          variant="secondary"
          loading={busy}
          onClick={() => void rotate()}
          css={{ justifySelf: 'start' }}
        >
          {REMINDER_TEXTS.feedCreate}
        </Button>
      )}
    </div>
  );
}
