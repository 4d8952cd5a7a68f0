/** The site's cookies, read the same way by the shell (document.cookie) and the server (Cookie header). */

/** Cookie that stores the chosen city's id (path /, a year): the server renders public pages for it. */
export const CITY_COOKIE = 'quiz_city';

/** The value of cookie `name` in a `Cookie` header or `document.cookie` string (decoded), or null. */
export function cookieValue(cookies: string | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** The city id of the city cookie, or null when it is missing or not a positive whole number. */
export function cityIdFromCookies(cookies: string | undefined): number | null {
  const id = Number(cookieValue(cookies, CITY_COOKIE));
  return Number.isInteger(id) && id > 0 ? id : null;
}
