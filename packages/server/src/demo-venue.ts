/**
 * The demo venue page that `npm start` serves on a second port (DEMO_VENUE_PORT, default 8081 from
 * start.mjs): a venue's own website on another origin, without React and with loud styles of its own,
 * embedding the preorder with one script and one element (mf-preorder README "Venue embed"): the stable
 * `/embed/preorder.js`, which loads the registry's current version. The
 * element names the first game with an open preorder and a team of it with a team link (so a visitor
 * orders after giving a name). The embed script comes from the site's configured origin (PUBLIC_ORIGIN),
 * never from the request's Host header.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db';
import { teamLinksWithEventTeam } from './db/joins';
import { EMBED_LOADER_PATH } from './embed-loader';

export interface DemoVenueOptions {
  db: Db;
  /** the site's origin (the API, the shell and the remotes): `app.settings.publicOrigin` */
  siteOrigin: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The first event team of an open preorder that has a team link. */
export async function demoTarget(db: Db) {
  return teamLinksWithEventTeam(db)
    .innerJoin('events', 'events.id', 'event_teams.event_id')
    .innerJoin('places', 'places.id', 'events.place_id')
    .select([
      'events.id as event',
      'event_teams.team_id as team',
      'preorder_tokens.token as token',
      'places.title as place',
      'event_teams.title as title',
    ])
    .where('events.is_preorder_opened', '=', 1)
    .orderBy('events.id')
    .orderBy('event_teams.id')
    .executeTakeFirst();
}

export function demoVenuePage(input: {
  scriptUrl: string;
  event: number;
  team: number;
  token: string;
  place: string;
}): string {
  const snippet = `<script src="${input.scriptUrl}" defer></script>
<div data-quiz-preorder data-event="${input.event}" data-team="${input.team}" data-token="${input.token}"></div>`;
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(input.place)} — меню на квиз</title>
<style>
  /* the venue's own loud styles: they must not reach the embed, and the embed's must not reach them */
  body { margin: 0; font-family: Georgia, serif; background: #fdf6e3; color: #3b2f1e; }
  header { background: #6b3e26; color: #fff; padding: 24px; }
  h1, h2 { font-family: Georgia, serif; }
  button { background: hotpink !important; border: 4px dashed lime; font-size: 30px; }
  p { text-transform: uppercase; }
  main { max-width: 960px; margin: 0 auto; padding: 24px; }
  pre { background: #eee8d5; padding: 12px; overflow: auto; white-space: pre-wrap; }
</style>
</head>
<body>
<header><h1>${escapeHtml(input.place)}</h1><p id="venue-tagline">Кухня и бар. Вечер квиза — предзаказ прямо здесь</p></header>
<main>
<h2>Предзаказ на квиз</h2>
${snippet}
<h2>Как это встроено</h2>
<pre id="venue-snippet">${escapeHtml(snippet)}</pre>
<button type="button" id="venue-button">Кнопка сайта заведения</button>
</main>
</body>
</html>
`;
}

/** A second Fastify instance (another origin) serving the demo venue page at `/`. */
export function buildDemoVenue({ db, siteOrigin }: DemoVenueOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/', async (_request, reply) => {
    const target = await demoTarget(db);
    if (!target) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><meta charset="utf-8"><p>Нет игры с открытым предзаказом.</p>');
    }
    // the stable address: the page follows every release and rollback of mf_preorder unchanged
    const scriptUrl = `${siteOrigin}${EMBED_LOADER_PATH}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(demoVenuePage({ scriptUrl, ...target }));
  });
  return app;
}
