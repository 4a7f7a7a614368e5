import { describe, expect, it } from 'vitest';
import { highlightVideos, parseVideoUrl } from './videos.ts';

describe('video links', () => {
  it('YouTube watch, youtu.be, shorts and embed links → the privacy-enhanced embed', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtube.com/watch?v=dQw4w9WgXcQ&t=30s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'http://www.youtube.com/embed/dQw4w9WgXcQ',
    ])
      expect(parseVideoUrl(url)).toEqual({
        provider: 'youtube',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embedUrl: embed,
      });
  });

  it('Vimeo → player.vimeo.com with dnt=1; Hudl → link only', () => {
    expect(parseVideoUrl('https://vimeo.com/123456789')).toEqual({
      provider: 'vimeo',
      url: 'https://vimeo.com/123456789',
      embedUrl: 'https://player.vimeo.com/video/123456789?dnt=1',
    });
    expect(parseVideoUrl('https://player.vimeo.com/video/123456789')?.embedUrl).toBe(
      'https://player.vimeo.com/video/123456789?dnt=1',
    );
    expect(parseVideoUrl('https://www.hudl.com/video/3/1234/abcdef#x')).toEqual({
      provider: 'hudl',
      url: 'https://www.hudl.com/video/3/1234/abcdef',
      embedUrl: null,
    });
  });

  it('anything else is refused', () => {
    for (const url of [
      '',
      'not a url',
      'javascript:alert(1)',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload',
      'https://vimeo.com/about',
      'https://www.hudl.com/',
      'ftp://vimeo.com/123456789',
      'data:text/html,<script>',
    ])
      expect(parseVideoUrl(url)).toBeNull();
  });

  it('stored videos as the page shows them: a default title, unparsable links dropped', () => {
    expect(
      highlightVideos([
        { url: 'https://vimeo.com/123456789', title: '' },
        { url: 'https://evil.example/x', title: 'gone' },
      ]),
    ).toEqual([
      {
        provider: 'vimeo',
        url: 'https://vimeo.com/123456789',
        title: 'Highlight video (Vimeo)',
        embedUrl: 'https://player.vimeo.com/video/123456789?dnt=1',
      },
    ]);
  });
});
