/**
 * The availability grid ('comfortable time', SPEC §2 Home / §9): 18:00–21:00 × пн–вс, saved per user
 * with POST user/comfortable_time/ {id: 'hour-day', status}. Logged out, a click asks for login
 * first and then checks that slot.
 */

import { emit } from '@quiz/bus';
import { useSession } from '@quiz/bus/react';
import type { ComfortableTime } from '@quiz/contract';
import {
  AVAILABILITY_DAY_LABELS,
  AVAILABILITY_DAYS,
  AVAILABILITY_HOURS,
  comfortableTimeKey,
  type DayCode,
} from '@quiz/domain';
import { colors, focusRing, fontSize, mq, radius, ScrollArea, space } from '@quiz/ui';
import { useEffect, useState } from 'react';
import { saveComfortableTime } from '../api/comfortableTime';
import { isLoggedIn } from '../session';

export const AVAILABILITY_TEXTS = {
  title: 'Когда вам удобно играть?',
  hint: 'Отметьте дни и часы — мы учтём их, когда будем ставить игры в расписание.',
  loginHint: 'Войдите, чтобы сохранить удобное время.',
  saveError: 'Не удалось сохранить удобное время. Попробуйте ещё раз.',
} as const;

const DAY_NAMES: Record<DayCode, string> = {
  mn: 'понедельник',
  tu: 'вторник',
  we: 'среда',
  th: 'четверг',
  fr: 'пятница',
  sa: 'суббота',
  su: 'воскресенье',
};

export function AvailabilityGrid() {
  const session = useSession();
  const loggedIn = !!session.token;
  const [grid, setGrid] = useState<ComfortableTime>({});
  const [busy, setBusy] = useState<Record<string, boolean>>({});

  // The user's saved grid arrives with the session (user_detail.comfortable_time).
  useEffect(() => {
    setGrid(loggedIn && session.user ? { ...session.user.comfortable_time } : {});
  }, [loggedIn, session.user]);

  const save = async (key: string, status: boolean) => {
    setBusy((b) => ({ ...b, [key]: true }));
    setGrid((g) => ({ ...g, [key]: status }));
    try {
      const res = await saveComfortableTime(key, status);
      setGrid(res.comfortable_time);
    } catch {
      setGrid((g) => ({ ...g, [key]: !status }));
      emit({ type: 'toast.show', kind: 'error', message: AVAILABILITY_TEXTS.saveError });
    } finally {
      setBusy((b) => ({ ...b, [key]: false }));
    }
  };

  const onToggle = (key: string) => {
    if (busy[key]) return;
    if (!isLoggedIn()) {
      emit({ type: 'auth.required', retry: () => void save(key, true) });
      return;
    }
    void save(key, !grid[key]);
  };

  return (
    <section aria-labelledby="availability-title" css={{ display: 'grid', gap: space(3) }}>
      <h2 id="availability-title" css={{ margin: 0, color: colors.primary }}>
        {AVAILABILITY_TEXTS.title}
      </h2>
      <p css={{ margin: 0, color: colors.muted }}>
        {loggedIn ? AVAILABILITY_TEXTS.hint : AVAILABILITY_TEXTS.loginHint}
      </p>
      <ScrollArea label={AVAILABILITY_TEXTS.title}>
        {/* the whole week fits a 375 px phone: the columns share the width (no sideways scrolling to «вс») */}
        <table
          css={{
            borderCollapse: 'separate',
            borderSpacing: space(1),
            width: '100%',
            maxWidth: 440,
            tableLayout: 'fixed',
            [mq.mobile]: { borderSpacing: 2 },
          }}
        >
          <caption
            css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            Удобное время для игры
          </caption>
          <thead>
            <tr>
              <th scope="col" aria-label="Время" css={{ width: 48 }} />
              {AVAILABILITY_DAYS.map((day) => (
                <th key={day} scope="col" css={{ fontWeight: 600, fontSize: fontSize.sm }}>
                  <abbr title={DAY_NAMES[day]} css={{ textDecoration: 'none' }}>
                    {AVAILABILITY_DAY_LABELS[day]}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {AVAILABILITY_HOURS.map((hour) => (
              <tr key={hour}>
                <th scope="row" css={{ fontWeight: 600, fontSize: fontSize.sm, textAlign: 'left' }}>
                  {hour}:00
                </th>
                {AVAILABILITY_DAYS.map((day) => {
                  const key = comfortableTimeKey(hour, day);
                  const on = !!grid[key];
                  return (
                    <td key={key}>
                      <button
                        type="button"
                        aria-pressed={on}
                        aria-label={`${DAY_NAMES[day]}, ${hour}:00`}
                        aria-busy={busy[key] || undefined}
                        data-slot={key}
                        onClick={() => onToggle(key)}
                        css={{
                          width: '100%',
                          minWidth: 28,
                          height: 44,
                          borderRadius: radius.control,
                          border: `1px solid ${on ? colors.primary : colors.border}`,
                          background: on ? colors.primary : colors.surface,
                          color: on ? colors.onPrimary : colors.muted,
                          cursor: 'pointer',
                          fontSize: fontSize.md,
                          '&:focus-visible': { outline: 'none', boxShadow: focusRing },
                        }}
                      >
                        {on ? '✓' : ''}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}
