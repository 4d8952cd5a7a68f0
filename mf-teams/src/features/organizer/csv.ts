/**
 * The registrations file for the venue (fetched by `loadRegistrationsCsv` of ./api/registrations),
 * handed to the browser as a download.
 */
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
