/** The trial game's frame order, loop and zoom (SPEC §2 "Trial game"). */
import type { TrialTask } from '@quiz/contract';

export const FRAME_DESIGN_WIDTH = 1920;
export const FRAME_DESIGN_HEIGHT = 1080;
export const MEDIA_AUTOPLAY_DELAY_MS = 500;

export type FrameKind = 'question' | 'answer';
export interface FrameRef {
  taskIndex: number;
  kind: FrameKind;
}

/** Question then answer for every task, in task order. */
export function frameSequence(tasks: readonly TrialTask[]): FrameRef[] {
  return tasks.flatMap((_, taskIndex) => [
    { taskIndex, kind: 'question' as const },
    { taskIndex, kind: 'answer' as const },
  ]);
}

/** The frame after `index`; after the last one the game starts over. */
export function nextFrameIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return (index + 1) % total;
}

/** The frame is drawn 1920 px wide and zoomed to the width it gets. */
export function frameZoom(width: number): number {
  if (!Number.isFinite(width) || width <= 0) return 1;
  return width / FRAME_DESIGN_WIDTH;
}
