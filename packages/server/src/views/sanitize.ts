/** The sanitizing of server HTML before it leaves the server: event posts and trial frames. */
import sanitize from 'sanitize-html';

/** Tags and attributes an event post may keep. */
const POST_OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export function sanitizePost(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitize(html, POST_OPTIONS).trim();
  return clean || null;
}

/** A trial frame keeps its layout styles but nothing active (no scripts, handlers, iframes, forms). */
const FRAME_OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'div',
    'section',
    'header',
    'footer',
    'p',
    'span',
    'h1',
    'h2',
    'h3',
    'strong',
    'em',
    'br',
    'img',
    'small',
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'data-frame'],
    img: ['src', 'alt', 'width', 'height', 'style'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  parseStyleAttributes: false,
};

export function sanitizeFrame(html: string): string {
  return sanitize(html, FRAME_OPTIONS);
}
