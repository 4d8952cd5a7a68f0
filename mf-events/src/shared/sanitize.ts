/**
 * Client-side sanitizing of server HTML (event posts, trial frames). The server sanitizes too;
 * this is the second fence in case an older or foreign server answers.
 *
 * DOMPurify needs a DOM: in the server render (no window) it has no `sanitize`. There the post is the
 * in-process API's own answer, sanitized by it (sanitize-html); the event page loads this module only
 * for HTML the browser has not parsed yet (purified-html.ts).
 */
import DOMPurify from 'dompurify';

/** DOMPurify can run here (a browser, or jsdom), not in the server render. */
export const canSanitize = typeof DOMPurify.sanitize === 'function';

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

/** Frames keep their inline layout styles (they are drawn at 1920 × 1080 and zoomed). */
export function sanitizeFrameHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['video', 'audio', 'source'],
    ADD_ATTR: ['autoplay', 'controls', 'muted', 'playsinline', 'loop', 'preload', 'data-autoplay'],
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'script'],
  });
}
