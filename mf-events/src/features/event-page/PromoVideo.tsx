import { videoSource } from '@quiz/domain';
import { EVENT_PAGE_TEXTS } from './texts';

/** YouTube, VK Video and Rutube links play in their embed player (videoSource of @quiz/domain). */
export function PromoVideo({ url, title }: { url: string; title: string }) {
  const source = videoSource(url);
  if (!source) return null;
  if (source.kind === 'file') {
    return (
      <video
        src={source.url}
        controls
        preload="none"
        width={1280}
        height={720}
        css={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }}
      >
        <track kind="captions" />
      </video>
    );
  }
  if (source.kind === 'link') {
    return (
      <a href={source.url} target="_blank" rel="noopener noreferrer">
        {EVENT_PAGE_TEXTS.watchVideo}
      </a>
    );
  }
  return (
    <iframe
      src={source.url}
      title={`Промо-видео: ${title}`}
      width={1280}
      height={720}
      loading="lazy"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      css={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', border: 0 }}
    />
  );
}
