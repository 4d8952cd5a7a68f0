/**
 * /organizer/event/{eventId}/photos: the photo report from a phone. Many photos at once (one request per
 * photo, so each shows its own progress and its own refusal), then order and delete; the public report
 * is /event/{eventId}/photoReport.
 */
import { formatApiError } from '@quiz/api';
import type { Photo } from '@quiz/contract';
import { PHOTO_ACCEPT } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  Button,
  ConfirmDialog,
  colors,
  EmptyState,
  fontSize,
  GameNav,
  PageFrame,
  SkeletonList,
  space,
  useHydrated,
} from '@quiz/ui';
import { ErrorText } from './useApiAction';
import { type Upload, usePhotoReport } from './usePhotoReport';

export const PHOTOS_TITLE = 'Фотоотчёт игры';

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

/**
 * The big «Выбрать фото» target: many photos at once from a phone's gallery or camera. Taken once React
 * owns it: photos chosen in the server's markup before that would be lost.
 */
function PhotoPicker({ onChoose }: { onChoose: (files: FileList | null) => void }) {
  const live = useHydrated();
  return (
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
        disabled={!live}
        onChange={(e) => {
          onChoose(e.target.files);
          e.target.value = '';
        }}
        css={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
      />
    </label>
  );
}

export function PhotosView({ eventId }: { eventId: number }) {
  const { loaded, photos, uploads, message, deleting, setDeleting, choose, move, remove } =
    usePhotoReport(eventId);
  if (!photos) {
    return (
      <PageFrame title={PHOTOS_TITLE}>
        {loaded.error ? (
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
        <GameNav
          links={[
            { href: href('organizerEvent', { eventId }), label: 'К игре' },
            { href: href('photoReport', { eventId }), label: 'Фотоотчёт на сайте' },
          ]}
        />
        <PhotoPicker onChoose={(files) => void choose(files)} />
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
        <ErrorText error={message} css={{ margin: 0 }} />
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
