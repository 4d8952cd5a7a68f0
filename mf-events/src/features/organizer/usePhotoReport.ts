/**
 * The photo report's state: the photos (a query of the page's cache; every change answers the report as
 * it is after it, which replaces the cached one), the uploads with their progress (one request per photo,
 * one after another), and ordering and deleting; `message` is the last refused change.
 */
import { formatApiError } from '@quiz/api';
import type { OrganizerPhotos, Photo } from '@quiz/contract';
import { PHOTO_MAX_BYTES, PHOTO_TEXTS } from '@quiz/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deletePhoto, orderPhotos, photosQueryOptions, uploadPhoto } from './api/photos';
import { useApiAction } from './useApiAction';

export interface Upload {
  key: string;
  name: string;
  /** 0…1 */
  progress: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  error?: string;
}

export function usePhotoReport(eventId: number) {
  const queryClient = useQueryClient();
  const photosQuery = photosQueryOptions(eventId);
  const key = photosQuery.queryKey;
  const loaded = useQuery(photosQuery);
  const photos = loaded.data ?? null;
  const setPhotos = (next: OrganizerPhotos) => queryClient.setQueryData(key, next);
  const [uploads, setUploads] = useState<Upload[]>([]);
  // the last refused change
  const { error: message, run } = useApiAction();
  const [deleting, setDeleting] = useState<Photo | null>(null);

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
    await run(async () => setPhotos(await orderPhotos(eventId, ids)));
  };

  const remove = async () => {
    if (!deleting) return;
    await run(async () => setPhotos(await deletePhoto(eventId, deleting.id)));
  };

  return { loaded, photos, uploads, message, deleting, setDeleting, choose, move, remove };
}
