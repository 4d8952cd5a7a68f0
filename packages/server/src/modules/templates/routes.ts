/**
 * The templates call (SPEC §7 "a second client for a templates service"):
 * POST set/prostoquiz/basic/the_last/task/{id}/?include_bootstrap=0 {frame: 'question'|'answer'}
 * renders one frame of a trial task as a self-contained, sanitized HTML fragment laid out for
 * 1920 × 1080 (the client zooms it by width / 1920). Only tasks of trial packages are served, so
 * the questions of real games never leak.
 */
import { FRAME_HEIGHT, FRAME_WIDTH, type Frame, templateCalls } from '@quiz/contract';
import { parseJson } from '../../db/schema';
import { orNotFound } from '../../errors';
import { routeCalls } from '../../http/calls';
import { sanitizeFrame } from '../../views/sanitize';
import { trialTask } from '../packages/repository';

const escapeHtml = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const BASE =
  `width:${FRAME_WIDTH}px;height:${FRAME_HEIGHT}px;box-sizing:border-box;padding:120px 160px;` +
  'display:flex;flex-direction:column;justify-content:center;gap:48px;' +
  "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#fff;";

const THEMES: Record<string, string> = {
  question: 'background:linear-gradient(135deg,#2C2D73 0%,#1B1C4A 100%);',
  answer: 'background:linear-gradient(135deg,#1B7A3E 0%,#0F4D26 100%);',
};

/** Renders a frame from its template name and fields; unknown templates use the question layout. */
export function renderFrame(frame: Frame, includeBootstrap: boolean): string {
  const kind = frame.template_name === 'answer' ? 'answer' : 'question';
  const d = frame.data;
  const field = (key: string) => escapeHtml(d[key] ?? '');
  const parts = [
    `<div data-frame="${kind}" class="quiz-frame quiz-frame--${kind}${includeBootstrap ? ' container-fluid' : ''}" style="${BASE}${THEMES[kind]}">`,
    `<p style="margin:0;font-size:40px;letter-spacing:4px;text-transform:uppercase;color:#FFB930;">${field('title')}</p>`,
  ];
  if (kind === 'question' && d.preamble) {
    parts.push(`<p style="margin:0;font-size:44px;opacity:0.85;">${field('preamble')}</p>`);
  }
  parts.push(`<h2 style="margin:0;font-size:88px;line-height:1.15;font-weight:700;">${field('text')}</h2>`);
  if (kind === 'answer' && d.tip) {
    parts.push(`<p style="margin:0;font-size:44px;opacity:0.85;">${field('tip')}</p>`);
  }
  parts.push('</div>');
  return sanitizeFrame(parts.join(''));
}

export const TASK_NOT_FOUND = 'Вопрос пробной игры не найден.';

export const templateRoutes = routeCalls(templateCalls, {
  templateTask: async ({ params, query, body, db }) => {
    const task = orNotFound(await trialTask(db, params.id), TASK_NOT_FOUND);
    const { frame: which } = body;
    const fallback: Frame =
      which === 'question'
        ? {
            template_name: 'question',
            data: { title: `Вопрос ${task.number}`, text: task.question, preamble: task.preamble },
          }
        : {
            template_name: 'answer',
            data: { title: 'Правильный ответ', text: task.answer, tip: task.answer_tip },
          };
    const frame = parseJson<Frame>(which === 'question' ? task.question_frame : task.answer_frame, fallback);
    return {
      template_name: frame.template_name,
      html: renderFrame(frame, query.include_bootstrap === '1'),
    };
  },
});
