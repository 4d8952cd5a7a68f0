/**
 * Client-side sanitizing of server HTML (event posts, trial frames). The server sanitizes too;
 * this is the second fence in case an older or foreign server answers.
 */
import DOMPurify from 'dompurify';

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
