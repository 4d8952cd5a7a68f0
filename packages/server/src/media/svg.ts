/**
 * Generated artwork (no external hosts, no files on disk): theme covers, photo-report shots,
 * menu pictures. The same id always draws the same picture.
 */
import { ENDPOINTS, fillPath } from '@quiz/contract/endpoints';
import { createRng } from '../db/seed/rng';

const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#2C2D73', '#5B5FD9', '#F2C14E'],
  ['#1B3A4B', '#2E86AB', '#F6AE2D'],
  ['#3D1E6D', '#8367C7', '#F49FBC'],
  ['#0B3C49', '#1F7A8C', '#BFDBF7'],
  ['#5C1A1B', '#C44536', '#F7B267'],
  ['#14342B', '#3F7D20', '#E8E288'],
  ['#2B2D42', '#8D99AE', '#EF233C'],
  ['#33261D', '#A26769', '#ECE2D0'],
];

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface ArtOptions {
  seed: number;
  width: number;
  height: number;
  title?: string;
  subtitle?: string;
}

/** A gradient with seeded geometric shapes and optional centred title text. */
export function artSvg({ seed, width, height, title, subtitle }: ArtOptions): string {
  const rng = createRng(seed * 7919 + 17);
  const palette = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const [dark, mid, accent] = palette ?? ['#2C2D73', '#5B5FD9', '#F2C14E'];
  const shapes: string[] = [];
  const unit = Math.min(width, height);
  for (let i = 0; i < 9; i++) {
    const x = Math.round(rng() * width);
    const y = Math.round(rng() * height);
    const r = Math.round(unit * (0.05 + rng() * 0.3));
    const colour = i % 3 === 0 ? accent : i % 3 === 1 ? mid : '#FFFFFF';
    const opacity = (0.08 + rng() * 0.22).toFixed(2);
    if (i % 2 === 0) {
      shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" fill-opacity="${opacity}"/>`);
    } else {
      const rot = Math.round(rng() * 90);
      shapes.push(
        `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r * 2}" rx="${Math.round(r / 5)}" transform="rotate(${rot} ${x} ${y})" fill="${colour}" fill-opacity="${opacity}"/>`,
      );
    }
  }
  const fontSize = Math.round(unit * (title && title.length > 18 ? 0.09 : 0.12));
  const text = title
    ? `<text x="50%" y="${subtitle ? '46%' : '52%'}" text-anchor="middle" dominant-baseline="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="#FFFFFF">${escapeXml(title)}</text>`
    : '';
  const sub = subtitle
    ? `<text x="50%" y="62%" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(fontSize * 0.45)}" fill="#FFFFFF" fill-opacity="0.85">${escapeXml(subtitle)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    ...shapes,
    text,
    sub,
    '</svg>',
  ].join('');
}

export const MEDIA_SIZES = {
  themes: { full: [1200, 675], thumb: [400, 225] },
  photos: { full: [1600, 1067], thumb: [320, 213] },
  products: { full: [600, 600], thumb: [200, 200] },
  categories: { full: [600, 400], thumb: [240, 160] },
  seats: { full: [400, 300], thumb: [160, 120] },
} as const;
export type MediaKind = keyof typeof MEDIA_SIZES;

/** The URL of a generated picture: /api/media/<kind>/<id>.svg or …/<id>_thumb.svg */
export const mediaUrl = (kind: MediaKind, id: number, thumb = false): string =>
  fillPath(ENDPOINTS.mediaFile.path, { kind, file: `${id}${thumb ? '_thumb' : ''}.svg` });
