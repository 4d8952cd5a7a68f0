/**
 * The registrations file for the venue (`?format=csv` of `organizerRegistrations`): fetched with the
 * session's token, then handed to the browser as a download. The file keeps its UTF-8 byte order mark
 * (the browser's text decoding drops it), so Excel opens the Cyrillic as it is.
 */
import { callApi } from '@quiz/api';

const BOM = '\uFEFF';

export async function registrationsCsv(eventId: number): Promise<string> {
  const answer: unknown = await callApi('organizerRegistrations', {
    params: { id: eventId },
    query: { format: 'csv' },
  });
  const text = typeof answer === 'string' ? answer : '';
  return text.startsWith(BOM) ? text : `${BOM}${text}`;
}

/** Saves `text` as a file named `name` (a data: link: the page's CSP has no blob: URLs). */
export function saveFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const link = document.createElement('a');
  link.href = `data:${type},${encodeURIComponent(text)}`;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export const csvFileName = (eventId: number) => `registrations-${eventId}.csv`;
