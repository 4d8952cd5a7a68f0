/**
 * Path templates: `/event/:eventId`, `/api/event/:id/team/:teamId/`. One filler for the site's paths
 * (@quiz/routes `href`) and the API's (@quiz/contract `fillPath`).
 *
 * Not react-router's `generatePath`, though it fills the same way: importing it from react-router
 * brought ~11 KB gzip of that package's module-level code (its contexts and their names) into every
 * remote that only builds links. Matching stays react-router's (`matchRoutes` in @quiz/routes).
 */

const PARAM_SEGMENT = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The `:param` names of a path template, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(PARAM_SEGMENT)].map((match) => match[1] ?? '');
}

/**
 * The template with each `:param` replaced by its value, URI-encoded (`a b/c` → `a%20b%2Fc`); the rest of
 * the template, a trailing slash included, stays as written. Throws on a missing or empty value: a
 * programming error, never a user's (an empty segment would silently name another page).
 */
export function fillPath(template: string, params: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(PARAM_SEGMENT, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path param "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}
