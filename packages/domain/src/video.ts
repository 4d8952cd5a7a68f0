/**
 * Promo videos (SPEC §2 event page): a link from YouTube, VK Video or Rutube as an editor pastes it
 * (`youtube.com/watch?v=…`, `youtu.be/…`, `vkvideo.ru/video-1_2`, `rutube.ru/video/…`) becomes the
 * host's embed URL; a direct file (.mp4, .webm, .ogg) plays in a <video>; anything else is a link.
 * The server's CSP `frame-src` allows exactly VIDEO_FRAME_ORIGINS (and the map), so the embeds
 * this function returns are the only video frames a browser will show.
 */

/** Origins of the embeds videoSource() returns: the CSP `frame-src` of the site lists exactly these. */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://vkvideo.ru',
  'https://rutube.ru',
] as const;

export type VideoSource =
  | { kind: 'embed'; url: string }
  | { kind: 'file'; url: string }
  | { kind: 'link'; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VK_HOSTS = new Set([
  'vk.com',
  'www.vk.com',
  'm.vk.com',
  'vkvideo.ru',
  'www.vkvideo.ru',
  'm.vkvideo.ru',
]);
const RUTUBE_HOSTS = new Set(['rutube.ru', 'www.rutube.ru', 'm.rutube.ru']);

/** '90', '1m30s', '1h2m3s' → seconds; null when absent or malformed. */
function startSeconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!m || value === '') return null;
  const total = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return total > 0 ? total : null;
}

function youtubeEmbed(url: URL): string | null {
  let id: string | undefined;
  if (url.hostname === 'youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`;
}

function vkEmbed(url: URL): string | null {
  if (!VK_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/video_ext.php') {
    const oid = url.searchParams.get('oid');
    const id = url.searchParams.get('id');
    if (!oid || !id || !/^-?\d+$/.test(oid) || !/^\d+$/.test(id)) return null;
    const hash = url.searchParams.get('hash');
    return `https://vkvideo.ru/video_ext.php?oid=${oid}&id=${id}${hash ? `&hash=${encodeURIComponent(hash)}` : ''}&hd=2`;
  }
  // /video-123_456, /clip-123_456, ?z=video-123_456 (a video opened over a wall or a playlist)
  const ref = `${url.pathname} ${url.searchParams.get('z') ?? ''}`;
  const m = /(?:video|clip)(-?\d+)_(\d+)/.exec(ref);
  if (!m) return null;
  return `https://vkvideo.ru/video_ext.php?oid=${m[1]}&id=${m[2]}&hd=2`;
}

function rutubeEmbed(url: URL): string | null {
  if (!RUTUBE_HOSTS.has(url.hostname)) return null;
  const m = /^\/(?:video|shorts|play\/embed|video\/private)\/([0-9a-f]{32})\/?$/i.exec(url.pathname);
  if (!m?.[1]) return null;
  const p = url.searchParams.get('p');
  return `https://rutube.ru/play/embed/${m[1].toLowerCase()}${p ? `?p=${encodeURIComponent(p)}` : ''}`;
}

/** What to show for a promo video link (see the module comment); null for an empty or non-http link. */
export function videoSource(link: string | null | undefined): VideoSource | null {
  const raw = (link ?? '').trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.hostname = url.hostname.toLowerCase();
  const embed = youtubeEmbed(url) ?? vkEmbed(url) ?? rutubeEmbed(url);
  if (embed) return { kind: 'embed', url: embed };
  if (/\.(mp4|webm|ogg|ogv)$/i.test(url.pathname)) return { kind: 'file', url: url.href };
  return { kind: 'link', url: url.href };
}
