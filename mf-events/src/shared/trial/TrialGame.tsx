/**
 * The trial game: question and answer frames one after another with a task counter and «Далее»,
 * looping after the last frame. Frames are rendered by the templates call at 1920 × 1080 and zoomed
 * to the available width; media starts 500 ms after a frame appears.
 */

import type { Media, TrialGamePackage, TrialTask } from '@quiz/contract';
import { Button, colors, fontSize, Skeleton, space } from '@quiz/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { trialFrameQueryOptions } from '../api/trialGames';
import {
  FRAME_DESIGN_HEIGHT,
  FRAME_DESIGN_WIDTH,
  type FrameRef,
  frameSequence,
  frameZoom,
  MEDIA_AUTOPLAY_DELAY_MS,
  nextFrameIndex,
} from './frames';

export const TRIAL_TEXTS = {
  next: 'Далее',
  empty: 'В этой пробной игре пока нет вопросов.',
  frameError: 'Не удалось показать кадр. Нажмите «Далее», чтобы продолжить.',
} as const;

export interface TrialGameProps {
  gamePackage: TrialGamePackage;
}

function useWidth<T extends HTMLElement>(): [(el: T | null) => void, number] {
  const [el, setEl] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return [setEl, width];
}

/** The frame at `index` (question or answer of its task), or null past the end of an empty game. */
function frameAt(frames: readonly FrameRef[], tasks: readonly TrialTask[], index: number) {
  const frame = frames[index];
  const task = frame ? tasks[frame.taskIndex] : undefined;
  return frame && task ? { frame, task } : null;
}

export function TrialGame({ gamePackage }: TrialGameProps) {
  const tasks = gamePackage.tasks;
  const frames = useMemo(() => frameSequence(tasks), [tasks]);
  const [index, setIndex] = useState(0);
  const [setBox, width] = useWidth<HTMLDivElement>();
  const mediaBoxRef = useRef<HTMLDivElement | null>(null);

  const current = frameAt(frames, tasks, index);
  const frame = current?.frame;
  const task = current?.task;
  // each frame is a query of its own (asked once, kept), rendered through the templates call
  const frameQuery = useQuery({
    ...trialFrameQueryOptions(task?.id ?? 0, frame?.kind ?? 'question'),
    enabled: current !== null,
  });

  // the next frame is asked ahead, so «Далее» shows it at once
  const queryClient = useQueryClient();
  const next = frameAt(frames, tasks, nextFrameIndex(index, frames.length));
  const nextTaskId = next?.task.id;
  const nextKind = next?.frame.kind;
  useEffect(() => {
    if (nextTaskId === undefined || nextKind === undefined) return;
    void queryClient.prefetchQuery(trialFrameQueryOptions(nextTaskId, nextKind));
  }, [queryClient, nextTaskId, nextKind]);

  const key = task && frame ? `${task.id}:${frame.kind}` : '';
  const frameHtml = frameQuery.status === 'error' ? null : frameQuery.data;

  // Media autoplay, delayed 500 ms after the frame appears.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart on every new frame
  useEffect(() => {
    const timer = setTimeout(() => {
      const box = mediaBoxRef.current;
      if (!box) return;
      for (const media of Array.from(box.querySelectorAll<HTMLMediaElement>('video, audio'))) {
        media.play?.()?.catch?.(() => undefined);
      }
    }, MEDIA_AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, frameHtml]);

  if (!frame || !task) {
    return <p>{TRIAL_TEXTS.empty}</p>;
  }

  const media = frame.kind === 'question' ? task.question_media : task.answer_media;
  const zoom = frameZoom(width);

  return (
    <div css={{ display: 'grid', gap: space(3) }}>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space(3) }}>
        <p css={{ margin: 0, fontSize: fontSize.md, color: colors.muted }} data-testid="trial-counter">
          Вопрос {frame.taskIndex + 1} из {tasks.length} · {frame.kind === 'question' ? 'вопрос' : 'ответ'}
        </p>
        <Button onClick={() => setIndex((i) => nextFrameIndex(i, frames.length))}>{TRIAL_TEXTS.next}</Button>
      </div>
      <div
        ref={setBox}
        css={{
          width: '100%',
          aspectRatio: `${FRAME_DESIGN_WIDTH} / ${FRAME_DESIGN_HEIGHT}`,
          overflow: 'hidden',
          borderRadius: 8,
          background: colors.primary,
          position: 'relative',
        }}
      >
        <div ref={mediaBoxRef} css={{ position: 'absolute', inset: 0 }}>
          {frameHtml === undefined ? (
            <Skeleton width="100%" height="100%" radius={0} />
          ) : frameHtml === null ? (
            <p role="alert" css={{ color: '#fff', padding: space(4), margin: 0 }}>
              {TRIAL_TEXTS.frameError}
            </p>
          ) : (
            <div
              data-testid="trial-frame"
              data-frame={frame.kind}
              data-zoom={zoom.toFixed(4)}
              style={{ width: FRAME_DESIGN_WIDTH, height: FRAME_DESIGN_HEIGHT, zoom }}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server and by DOMPurify
              dangerouslySetInnerHTML={{ __html: frameHtml }}
            />
          )}
          {media ? <FrameMedia media={media} /> : null}
        </div>
      </div>
    </div>
  );
}

function FrameMedia({ media }: { media: Media }) {
  const style = {
    position: 'absolute' as const,
    right: space(3),
    bottom: space(3),
    maxWidth: '40%',
    maxHeight: '50%',
  };
  if (media.type === 'video')
    return (
      <video src={media.url} css={style} controls playsInline muted>
        <track kind="captions" />
      </video>
    );
  if (media.type === 'audio')
    return (
      <audio src={media.url} css={style} controls>
        <track kind="captions" />
      </audio>
    );
  return <img src={media.url} alt="Иллюстрация к вопросу" css={style} />;
}
