/**
 * The trial game: question and answer frames one after another with a task counter and «Далее»,
 * looping after the last frame. Frames are rendered by the templates call at 1920 × 1080 and zoomed
 * to the available width; media starts 500 ms after a frame appears.
 */

import type { Media, TrialGamePackage, TrialTask } from '@quiz/contract';
import { Button, colors, fontSize, Skeleton, space } from '@quiz/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { loadTrialFrame } from '../api/trialGames';
import { sanitizeFrameHtml } from '../sanitize';
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

const frameKey = (frame: FrameRef, task: TrialTask) => `${task.id}:${frame.kind}`;

export function TrialGame({ gamePackage }: TrialGameProps) {
  const tasks = gamePackage.tasks;
  const frames = useMemo(() => frameSequence(tasks), [tasks]);
  const [index, setIndex] = useState(0);
  const [html, setHtml] = useState<Record<string, string | null>>({});
  const [setBox, width] = useWidth<HTMLDivElement>();
  const mediaBoxRef = useRef<HTMLDivElement | null>(null);

  const frame = frames[index];
  const task = frame ? tasks[frame.taskIndex] : undefined;
  const key = frame && task ? frameKey(frame, task) : '';

  // Every frame is requested once. Frames asked for (in flight or done) are remembered outside the
  // render state: an effect keyed on the received HTML aborted and re-sent the other frame's request
  // each time one arrived (the first template was requested twice when the trial opened).
  const requested = useRef(new Set<string>());
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const own = new AbortController();
    controller.current = own;
    return () => {
      own.abort();
      requested.current.clear();
    };
  }, []);

  // Render the current frame (and prefetch the next) through the templates call.
  useEffect(() => {
    const signal = controller.current?.signal;
    if (!frame || !task || !signal) return;
    const wanted: Array<[FrameRef, TrialTask]> = [[frame, task]];
    const after = frames[nextFrameIndex(index, frames.length)];
    const afterTask = after ? tasks[after.taskIndex] : undefined;
    if (after && afterTask) wanted.push([after, afterTask]);
    for (const [f, t] of wanted) {
      const k = frameKey(f, t);
      if (requested.current.has(k)) continue;
      requested.current.add(k);
      loadTrialFrame(t.id, f.kind, { signal }).then(
        (res) => setHtml((prev) => ({ ...prev, [k]: sanitizeFrameHtml(res.html) })),
        () => {
          if (!signal.aborted) setHtml((prev) => ({ ...prev, [k]: null }));
        },
      );
    }
  }, [frame, task, frames, tasks, index]);

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
  }, [key, html[key]]);

  if (!frame || !task) {
    return <p>{TRIAL_TEXTS.empty}</p>;
  }

  const media = frame.kind === 'question' ? task.question_media : task.answer_media;
  const zoom = frameZoom(width);
  const frameHtml = html[key];

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
