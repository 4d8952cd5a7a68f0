/**
 * GET /api/media/<kind>/<id>.svg and …/<id>_thumb.svg: generated pictures for themes, photos,
 * menu products and categories, and venue tables (see ../media/svg.ts). No external hosts.
 */
import { mediaCalls } from '@quiz/contract';
import type { Db } from '../../db';
import { orNotFound } from '../../errors';
import { routeCalls } from '../../http/calls';
import { artSvg, MEDIA_SIZES, type MediaKind } from '../../media/svg';

async function captionOf(
  db: Db,
  kind: MediaKind,
  id: number,
): Promise<{ title?: string; subtitle?: string } | null> {
  switch (kind) {
    case 'themes': {
      const row = await db.selectFrom('themes').select('title').where('id', '=', id).executeTakeFirst();
      return row ? { title: row.title } : null;
    }
    case 'photos': {
      const row = await db
        .selectFrom('photos')
        .innerJoin('albums', 'albums.id', 'photos.album_id')
        .select(['albums.title'])
        .where('photos.id', '=', id)
        .executeTakeFirst();
      return row ? { subtitle: row.title.replace(/^Фотоотчёт: /, '') } : null;
    }
    case 'products': {
      const row = await db.selectFrom('products').select('title').where('id', '=', id).executeTakeFirst();
      return row ? { title: row.title } : null;
    }
    case 'categories': {
      const row = await db
        .selectFrom('menu_categories')
        .select('title')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { title: row.title } : null;
    }
    case 'seats': {
      const row = await db
        .selectFrom('place_seats')
        .select(['title', 'capacity'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { title: row.title, subtitle: `до ${row.capacity} мест` } : null;
    }
  }
}

export const mediaRoutes = routeCalls(mediaCalls, {
  mediaFile: async ({ params: { kind, file }, db, reply }) => {
    const thumb = file.includes('_thumb');
    const id = Number.parseInt(file, 10);
    const caption = orNotFound(await captionOf(db, kind, id), 'Изображение не найдено.');
    const [width, height] = MEDIA_SIZES[kind][thumb ? 'thumb' : 'full'];
    reply.header('cache-control', 'public, max-age=86400');
    // A thumbnail carries no text: its card names it beside it, and text inside an SVG picture is laid
    // out, and its font looked up, on the page's main thread when the picture is painted (5–25 ms of the
    // home page's first paint here, for three covers of one font size).
    return artSvg({
      seed: id * 31 + kind.length,
      width,
      height,
      title: thumb ? undefined : caption.title,
      subtitle: thumb ? undefined : caption.subtitle,
    });
  },
});
