/**
 * SPEC §2 "Photo report": the album's cover and photos as a grid of thumbnails; a click opens the
 * full photo, ← / → move between photos and Esc closes.
 *
 * The event is loaded first: `event.album` (contract) says whether a photo report exists, and the
 * album is requested only then. An event without one shows an empty state with a way back to the
 * event, without a failing request (GET event/{id}/album answers 404 for such an event).
 * Both are queries the route loader `photoReport` fills on the server (the event keyed as it was asked:
 * as anyone there, with the session for a logged-in visitor).
 */

import { useSession } from '@quiz/bus/react';
import type { Album, Photo } from '@quiz/contract';
import { href } from '@quiz/routes';
import {
  Button,
  coverImage,
  EmptyState,
  IconButton,
  PageFrame,
  radius,
  SkeletonList,
  space,
  zIndex,
} from '@quiz/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { eventQueryOptions } from '../../shared/api/events';
import { AppLinkButton, eventTitle } from '../../shared/event-card/EventCard';
import { albumQueryOptions } from './api/album';

export const PHOTO_TEXTS = {
  title: 'Фотоотчёт',
  loading: 'Загружаем фотографии…',
  empty: 'Фотоотчёт ещё не готов',
  emptyText: 'Фотографии появятся в течение нескольких дней после игры.',
  eventNotFound: 'Игра не найдена',
  eventNotFoundText: 'Возможно, ссылка устарела. Посмотрите ближайшие игры на главной странице.',
  toHome: 'На главную',
  error: 'Не удалось загрузить фотоотчёт',
  retry: 'Повторить',
  toEvent: 'К странице игры',
  prev: 'Предыдущее фото',
  next: 'Следующее фото',
  close: 'Закрыть',
} as const;

/** The index after a key press in the viewer, or null to close (Esc); undefined: not ours. */
export function viewerKey(key: string, index: number, count: number): number | null | undefined {
  if (key === 'Escape') return null;
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  return undefined;
}

/** `/event/abc/photoReport`: the id is not a number, so there is nothing to ask the server. */
export function PhotoReportNotFound() {
  return (
    <PageFrame title={PHOTO_TEXTS.title}>
      <EventNotFound />
    </PageFrame>
  );
}

function EventNotFound() {
  return (
    <EmptyState
      title={PHOTO_TEXTS.eventNotFound}
      text={PHOTO_TEXTS.eventNotFoundText}
      action={<AppLinkButton href={href('home')}>{PHOTO_TEXTS.toHome}</AppLinkButton>}
    />
  );
}

/** The event and, when it has one, its album (`event.album` says so before any request). */
function usePhotoReport(eventId: number) {
  const loggedIn = !!useSession().token;
  const eventQuery = useQuery({ ...eventQueryOptions(eventId, loggedIn), placeholderData: keepPreviousData });
  const hasAlbum = !!eventQuery.data?.album;
  const albumQuery = useQuery({ ...albumQueryOptions(eventId), enabled: hasAlbum });
  return {
    event: eventQuery.data,
    album: hasAlbum ? albumQuery.data : null,
    error: eventQuery.error ?? albumQuery.error,
    reload: () => void (eventQuery.error ? eventQuery.refetch() : albumQuery.refetch()),
  };
}

export function PhotoReportView({ eventId }: { eventId: number }) {
  const { event, album, error, reload } = usePhotoReport(eventId);
  const subtitle = event ? eventTitle(event) : null;
  const eventHref = href('eventPage', { eventId });
  const eventMissing = event === null;
  const albumMissing = !!event && album === null;
  const backToEvent = (
    <AppLinkButton href={eventHref} variant="ghost">
      {PHOTO_TEXTS.toEvent}
    </AppLinkButton>
  );

  let body: ReactNode;
  if (eventMissing) {
    body = <EventNotFound />;
  } else if (albumMissing) {
    body = <EmptyState title={PHOTO_TEXTS.empty} text={PHOTO_TEXTS.emptyText} action={backToEvent} />;
  } else if (album) {
    body = (
      <>
        <div css={{ marginBottom: space(5) }}>{backToEvent}</div>
        <AlbumGrid album={album} />
      </>
    );
  } else if (error) {
    body = (
      <EmptyState
        title={PHOTO_TEXTS.error}
        action={<Button onClick={() => reload()}>{PHOTO_TEXTS.retry}</Button>}
      />
    );
  } else {
    body = <SkeletonList count={6} label={PHOTO_TEXTS.loading} />;
  }

  return (
    <PageFrame title={PHOTO_TEXTS.title} subtitle={subtitle || undefined}>
      {body}
    </PageFrame>
  );
}

export function AlbumGrid({ album }: { album: Album }) {
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<Array<HTMLButtonElement | null>>([]);
  const photos = album.photos;

  if (photos.length === 0) return <EmptyState title={PHOTO_TEXTS.empty} text={PHOTO_TEXTS.emptyText} />;

  return (
    <>
      {album.cover_photo ? (
        <img
          src={album.cover_photo.file_url}
          alt={`Обложка фотоотчёта «${album.title}»`}
          width={1280}
          height={720}
          css={{
            ...coverImage,
            borderRadius: radius.card,
            marginBottom: space(5),
          }}
        />
      ) : null}
      <ul
        aria-label="Фотографии"
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: space(2),
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        }}
      >
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button
              type="button"
              ref={(el) => {
                openers.current[i] = el;
              }}
              onClick={() => setOpen(i)}
              aria-label={`Фото ${i + 1} из ${photos.length}: открыть`}
              css={{ all: 'unset', cursor: 'pointer', display: 'block', width: '100%' }}
            >
              <img
                src={photo.thumbnail_url}
                alt={`Фото ${i + 1}`}
                width={320}
                height={Math.round((320 * photo.height) / photo.width) || 240}
                loading="lazy"
                decoding="async"
                css={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  borderRadius: 8,
                }}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Viewer
          photos={photos}
          index={open}
          onIndex={setOpen}
          onClose={() => {
            const from = open;
            setOpen(null);
            openers.current[from]?.focus();
          }}
        />
      ) : null}
    </>
  );
}

function Viewer({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: readonly Photo[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const photo = photos[index];
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const onKey = useCallback(
    (e: KeyboardEvent) => {
      const next = viewerKey(e.key, index, photos.length);
      if (next === undefined) return;
      e.preventDefault();
      if (next === null) onClose();
      else onIndex(next);
    },
    [index, photos.length, onClose, onIndex],
  );
  useEffect(() => {
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onKey]);
  useEffect(() => {
    dialogRef.current?.focus();
  }, []);
  if (!photo) return null;
  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={`Фото ${index + 1} из ${photos.length}`}
      tabIndex={-1}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onKeyDown={() => undefined}
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: zIndex.modal,
        background: 'rgba(10, 10, 20, 0.92)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        outline: 'none',
      }}
    >
      <img
        src={photo.file_url}
        alt={`Фото ${index + 1} из ${photos.length}`}
        width={photo.width}
        height={photo.height}
        css={{ maxWidth: '92vw', maxHeight: '86vh', width: 'auto', height: 'auto', objectFit: 'contain' }}
      />
      <div css={{ position: 'absolute', top: 16, right: 16 }}>
        <IconButton aria-label={PHOTO_TEXTS.close} onClick={onClose} css={{ color: '#fff' }}>
          ✕
        </IconButton>
      </div>
      <div css={{ position: 'absolute', left: 16, top: '50%' }}>
        <IconButton
          aria-label={PHOTO_TEXTS.prev}
          onClick={() => onIndex((index - 1 + photos.length) % photos.length)}
          css={{ color: '#fff' }}
        >
          ←
        </IconButton>
      </div>
      <div css={{ position: 'absolute', right: 16, top: '50%' }}>
        <IconButton
          aria-label={PHOTO_TEXTS.next}
          onClick={() => onIndex((index + 1) % photos.length)}
          css={{ color: '#fff' }}
        >
          →
        </IconButton>
      </div>
      <p css={{ position: 'absolute', bottom: 16, color: '#fff', margin: 0 }}>
        {index + 1} / {photos.length}
      </p>
    </div>
  );
}
