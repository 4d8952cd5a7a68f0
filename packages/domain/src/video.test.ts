import { VIDEO_FRAME_ORIGINS, videoSource } from './video';

describe('videoSource', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=90',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    ],
    [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://vk.com/video-22822305_456241864',
      'https://vkvideo.ru/video_ext.php?oid=-22822305&id=456241864&hd=2',
    ],
    [
      'https://vkvideo.ru/video-22822305_456241864',
      'https://vkvideo.ru/video_ext.php?oid=-22822305&id=456241864&hd=2',
    ],
    ['https://vk.com/wall-1?z=video-5_7%2Fpl_wall', 'https://vkvideo.ru/video_ext.php?oid=-5&id=7&hd=2'],
    [
      'https://vk.com/video_ext.php?oid=-5&id=7&hash=ab12',
      'https://vkvideo.ru/video_ext.php?oid=-5&id=7&hash=ab12&hd=2',
    ],
    [
      'https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/',
      'https://rutube.ru/play/embed/c6cc4d620b1d4338901770a44b3e82f4',
    ],
    [
      'https://rutube.ru/play/embed/c6cc4d620b1d4338901770a44b3e82f4',
      'https://rutube.ru/play/embed/c6cc4d620b1d4338901770a44b3e82f4',
    ],
  ])('%s → %s', (link, embed) => {
    expect(videoSource(link)).toEqual({ kind: 'embed', url: embed });
  });

  it('embeds only on the origins the CSP allows', () => {
    for (const link of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vk.com/video-1_2',
      'https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/',
    ]) {
      const source = videoSource(link);
      expect(source?.kind).toBe('embed');
      expect(VIDEO_FRAME_ORIGINS).toContain(new URL(source?.url ?? '').origin);
    }
  });

  it('plays a direct file, links anything else, and ignores non-web links', () => {
    expect(videoSource('https://cdn.example.com/promo.mp4')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.com/promo.mp4',
    });
    expect(videoSource('https://example.com/video/1')).toEqual({
      kind: 'link',
      url: 'https://example.com/video/1',
    });
    expect(videoSource('https://www.youtube.com/watch?v=short')).toEqual({
      kind: 'link',
      url: 'https://www.youtube.com/watch?v=short',
    });
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('')).toBeNull();
    expect(videoSource(null)).toBeNull();
  });
});
