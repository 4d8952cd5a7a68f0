/**
 * GET /api/media/<kind>/<id>.svg and …/<id>_thumb.svg: generated pictures for themes, photos,
 * menu products and categories, and venue tables (see ../media/svg.ts). No external hosts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db';
import { notFound } from '../errors';
import { artSvg, MEDIA_SIZES, type MediaKind } from '../media/svg';

const MediaParams = z.object({
  kind: z.enum(['themes', 'photos', 'products', 'categories', 'seats'], {
    error: 'Неизвестный тип изображения.',
  }),
  file: z.string().regex(/^\d{1,9}(_thumb)?\.svg$/, 'Некорректное имя файла.'),
});

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

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/media/:kind/:file',
    { schema: { tags: ['media'], summary: 'Сгенерированное изображение (SVG)', params: MediaParams } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const thumb = file.includes('_thumb');
      const id = Number.parseInt(file, 10);
      const caption = await captionOf(app.db, kind, id);
      if (!caption) throw notFound('Изображение не найдено.');
      const [width, height] = MEDIA_SIZES[kind][thumb ? 'thumb' : 'full'];
      const svg = artSvg({
        seed: id * 31 + kind.length,
        width,
        height,
        title: thumb && kind === 'photos' ? undefined : caption.title,
        subtitle: thumb ? undefined : caption.subtitle,
      });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );
};
