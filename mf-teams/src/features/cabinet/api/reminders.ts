/** The reminders switch and the personal calendar feed (`remindersCalls`). */
import { type CallOptions, callApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { ReminderSettings } from '@quiz/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const remindersKey = queryKey('reminders');

export const reminderSettingsQueryOptions = (options: CallOptions = {}) =>
  queryOptions({
    queryKey: remindersKey,
    queryFn: ({ signal }) => callApi('reminderSettings', undefined, { ...options, signal }),
  });

export const useReminderSettings = () => useQuery(reminderSettingsQueryOptions());

/** A change of the settings; its answer is the settings as they now are. */
function useSettingsChange<V>(send: (value: V) => Promise<ReminderSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => queryClient.setQueryData(remindersKey, settings),
  });
}

export const useSaveReminders = () =>
  useSettingsChange((enabled: boolean) =>
    callApi('updateReminderSettings', { body: { reminders_enabled: enabled } }),
  );

/** A new feed address (the old one stops working). */
export const useRotateCalendarFeed = () => useSettingsChange(() => callApi('rotateCalendarSecret'));
