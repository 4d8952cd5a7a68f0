/**
 * Search engines and link previews without server rendering: when the server answers a
 * public route with the shell's index.html, the page's own `<title>`, description, canonical link and
 * Open Graph / Twitter tags are written into its `<head>`, computed from the database. The event page
 * (and its photo report and result) names the theme, the date in the venue city's time zone, the venue
 * and the theme's picture. `robots.txt` and `sitemap.xml` (the public routes and every visible event)
 * come from the same route catalogue (@quiz/routes).
 */
import { parseId, SITE, VISIBLE_STATES } from '@quiz/domain';
import { match, ROUTES } from '@quiz/routes';
import type { Db } from '../db';
import { eventsByIds } from '../views/catalogue';

export const DEFAULT_DESCRIPTION =
  'Тематические командные квизы: ближайшие игры, регистрация команд, итоги и рейтинг.';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** absolute URL */
  readonly url: string;
  /** absolute URL of the preview picture, if any */
  readonly image: string | null;
  readonly type: 'website' | 'article';
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const absolute = (origin: string, url: string): string =>
  /^https?:\/\//.test(url) ? url : `${origin}${url}`;

/** «12 декабря 2026, 19:00» in the city's time zone. */
export function eventDateText(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone })
    .format(date)
    .replace(/\s*г\.$/, '');
  const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    date,
  );
  return `${day}, ${time}`;
}

/** Routes a visitor can open without logging in (and that are worth indexing). */
export const PUBLIC_ROUTES = ROUTES.filter((r) => !r.loginRequired && r.owner !== 'shell');
const EVENT_ROUTES = new Set(['eventPage', 'photoReport', 'gameResult']);
/** the events a sitemap lists: announced, being played or played (not in development, not cancelled) */
const LISTED_STATES = ['published', 'sitting', 'finished'] as const;

/** The meta of a page path (pathname + search), or null when the route is not public. */
export async function pageMeta(db: Db, url: string, origin: string): Promise<PageMeta | null> {
  const found = match(url);
  if (!found || found.route.loginRequired) return null;
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const page = { url: `${origin}${pathname}`, image: null, type: 'website' as const };
  const eventId = parseId(found.params.eventId);
  if (EVENT_ROUTES.has(found.route.name) && eventId !== null) {
    const visible = await db
      .selectFrom('events')
      .select('id')
      .where('id', '=', eventId)
      .where('workflow_state', 'in', [...VISIBLE_STATES])
      .executeTakeFirst();
    const [event] = visible ? await eventsByIds(db, [eventId], null) : [];
    if (event) {
      const theme = event.game.theme.title;
      const when = eventDateText(event.date, event.city.timezone);
      const where = [event.place.title, event.place.address].filter(Boolean).join(', ');
      return {
        ...page,
        type: 'article',
        // the screen's title first, as the shell writes every title: «Игра — <theme> — <date> — Квиз»
        title: `${found.route.title} — ${theme}${event.postfix ? ` ${event.postfix}` : ''} — ${when} — ${SITE.site_title}`,
        description: `Квиз «${theme}»${event.postfix ? ` ${event.postfix}` : ''}: ${when}, ${where}, ${event.city.title}.${event.game.theme.description ? ` ${event.game.theme.description}` : ''}`,
        image: event.game.theme.picture ? absolute(origin, event.game.theme.picture) : null,
      };
    }
  }
  return {
    ...page,
    title: `${found.route.title} — ${SITE.site_title}`,
    description: DEFAULT_DESCRIPTION,
  };
}

/** index.html with the page's title, description and Open Graph tags in its head. */
export function injectMeta(html: string, meta: PageMeta): string {
  const e = escapeHtml;
  const tags = [
    `<link rel="canonical" href="${e(meta.url)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${e(SITE.site_title)}" />`,
    `<meta property="og:locale" content="ru_RU" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${e(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ].join('\n    ');
  const withoutOld = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '');
  return withoutOld.replace(
    /<\/head>/i,
    `  <title>${e(meta.title)}</title>\n    <meta name="description" content="${e(meta.description)}" />\n    ${tags}\n  </head>`,
  );
}

/** robots.txt: everything public, nothing under /api/ or behind a login. */
export function robotsTxt(origin: string): string {
  const closed = ROUTES.filter((r) => r.loginRequired).map(
    (r) => `Disallow: ${r.path.replace(/\/:.*$/, '/')}`,
  );
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...new Set(closed),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml: the public routes without parameters and every visible event's page. */
export async function sitemapXml(db: Db, origin: string): Promise<string> {
  const staticPaths = PUBLIC_ROUTES.filter((r) => !r.path.includes(':')).map((r) => r.path);
  const events = await db
    .selectFrom('events')
    .select(['id', 'date'])
    .where('workflow_state', 'in', [...LISTED_STATES])
    .orderBy('date', 'desc')
    .execute();
  const urls = [
    ...staticPaths.map((p) => `  <url><loc>${escapeHtml(`${origin}${p}`)}</loc></url>`),
    ...events.map((ev) => `  <url><loc>${escapeHtml(`${origin}/event/${ev.id}`)}</loc></url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
