/**
 * /organizer/event/{eventId}/photos: the photo report from a phone. Many photos at once (one request per
 * photo, so each shows its own progress and its own refusal), then order and delete; the public report
 * is /event/{eventId}/photoReport.
 */
import { formatApiError } from '@quiz/api';
import type { OrganizerPhotos, Photo } from '@quiz/contract';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  AppLink,
  Button,
  ConfirmDialog,
  colors,
  EmptyState,
  fontSize,
  PageFrame,
  SkeletonList,
  space,
  useAsync,
} from '@quiz/ui';
import { useEffect, useState } from 'react';
import { deletePhoto, loadPhotos, orderPhotos, uploadPhoto } from './api/photos';

export const PHOTOS_TITLE = 'Фотоотчёт игры';

interface Upload {
  key: string;
  name: string;
  /** 0…1 */
  progress: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  error?: string;
}

function UploadRow({ upload }: { upload: Upload }) {
  const percent = Math.round(upload.progress * 100);
  return (
    <li css={{ display: 'grid', gap: space(1) }}>
      <span css={{ fontSize: fontSize.sm, overflowWrap: 'anywhere' }}>{upload.name}</span>
      <progress
        max={100}
        value={percent}
        aria-label={`Загрузка ${upload.name}`}
        aria-valuetext={upload.state === 'done' ? 'Загружено' : `${percent}%`}
        css={{ width: '100%', height: 12 }}
      />
      {upload.state === 'failed' ? (
        <span role="alert" css={{ color: colors.danger, fontSize: fontSize.sm }}>
          {upload.error}
        </span>
      ) : upload.state === 'done' ? (
        <span css={{ color: colors.success, fontSize: fontSize.sm }}>Загружено</span>
      ) : null}
    </li>
  );
}

interface PhotoTileProps {
  photo: Photo;
  index: number;
  count: number;
  onMove: (index: number, by: -1 | 1) => void;
  onDelete: (photo: Photo) => void;
}

function PhotoTile({ photo, index, count, onMove, onDelete }: PhotoTileProps) {
  const n = index + 1;
  return (
    <li css={{ display: 'grid', gap: space(1), listStyle: 'none' }}>
      <img
        src={photo.thumbnail_url}
        alt={`Фото ${n}`}
        width={photo.width}
        height={photo.height}
        css={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 8 }}
      />
      <div css={{ display: 'flex', gap: space(1) }}>
        <Button
          size="sm"
          variant="ghost"
          disabled={index === 0}
          onClick={() => onMove(index, -1)}
          aria-label={`Фото ${n} выше`}
        >
          ↑
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={index === count - 1}
          onClick={() => onMove(index, 1)}
          aria-label={`Фото ${n} ниже`}
        >
          ↓
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDelete(photo)} aria-label={`Удалить фото ${n}`}>
          Удалить
        </Button>
      </div>
    </li>
  );
}

export function PhotosView({ eventId }: { eventId: number }) {
  const loaded = useAsync((signal) => loadPhotos(eventId, { signal }), [eventId]);
  const [photos, setPhotos] = useState<OrganizerPhotos | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  useEffect(() => setPhotos(loaded.data ?? null), [loaded.data]);

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const uploadOne = async (file: File, key: string) => {
    if (file.size > PHOTO_MAX_BYTES) {
      patch(key, { state: 'failed', error: PHOTO_TEXTS.tooLarge });
      return;
    }
    patch(key, { state: 'sending' });
    try {
      const next = await uploadPhoto(eventId, file, (share) => patch(key, { progress: share }));
      setPhotos(next);
      patch(key, { state: 'done', progress: 1 });
    } catch (error) {
      patch(key, { state: 'failed', error: formatApiError(error) });
    }
  };

  const choose = async (files: FileList | null) => {
    const list = Array.from(files ?? []);
    if (list.length === 0) return;
    const stamp = Date.now();
    const added = list.map((f, i) => ({
      key: `${stamp}-${i}`,
      name: f.name,
      progress: 0,
      state: 'waiting' as const,
    }));
    setUploads((u) => [...added, ...u]);
    // one after another: a phone on a bar's network sends one photo at a time best
    for (const [i, file] of list.entries()) await uploadOne(file, added[i]?.key ?? '');
  };

  const move = async (index: number, by: -1 | 1) => {
    if (!photos) return;
    const ids = photos.photos.map((p) => p.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    setMessage(null);
    try {
      setPhotos(await orderPhotos(eventId, ids));
    } catch (error) {
      setMessage(formatApiError(error));
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setMessage(null);
    try {
      setPhotos(await deletePhoto(eventId, deleting.id));
    } catch (error) {
      setMessage(formatApiError(error));
    }
  };

  if (!photos) {
    return (
      <PageFrame title={PHOTOS_TITLE}>
        {loaded.error !== undefined ? (
          <EmptyState title="Не удалось открыть фотоотчёт" text={formatApiError(loaded.error)} />
        ) : (
          <SkeletonList count={2} />
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={PHOTOS_TITLE}>
      <div css={{ display: 'grid', gap: space(5) }}>
        <nav aria-label="Игра" css={{ display: 'flex', flexWrap: 'wrap', gap: space(4) }}>
          <AppLink href={href('organizerEvent', { eventId })} css={{ color: colors.primary }}>
            К игре
          </AppLink>
          <AppLink href={href('photoReport', { eventId })} css={{ color: colors.primary }}>
            Фотоотчёт на сайте
          </AppLink>
        </nav>
        <label
          css={{
            display: 'grid',
            placeItems: 'center',
            minHeight: 96,
            border: `2px dashed ${colors.border}`,
            borderRadius: 12,
            color: colors.primary,
            fontSize: fontSize.lg,
            cursor: 'pointer',
          }}
        >
          Выбрать фото
          <input
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            onChange={(e) => {
              void choose(e.target.files);
              e.target.value = '';
            }}
            css={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          />
        </label>
        {uploads.length ? (
          <ul
            aria-label="Загрузки"
            css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: space(3) }}
          >
            {uploads.map((u) => (
              <UploadRow key={u.key} upload={u} />
            ))}
          </ul>
        ) : null}
        {message ? (
          <p role="alert" css={{ margin: 0, color: colors.danger }}>
            {message}
          </p>
        ) : null}
        {photos.photos.length === 0 ? (
          <p css={{ margin: 0, color: colors.muted }}>Фото пока нет.</p>
        ) : (
          <ul
            aria-label="Фото"
            css={{
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: space(3),
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            }}
          >
            {photos.photos.map((p, i) => (
              <PhotoTile
                key={p.id}
                photo={p}
                index={i}
                count={photos.photos.length}
                onMove={move}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Удалить фото?"
        confirmLabel="Удалить"
        danger
        onConfirm={remove}
      />
    </PageFrame>
  );
}
