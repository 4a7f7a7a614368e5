/**
 * Highlight video links (docs/decisions/0065-public-profile.md): YouTube and Vimeo are embedded privacy-enhanced
 * (youtube-nocookie.com; Vimeo with dnt=1) and only loaded when the visitor clicks; Hudl is shown as a link (its embed
 * addresses are not stable enough to build from a shared link). Anything else is refused with the videoUrl message.
 */
export const videoProviders = ['youtube', 'vimeo', 'hudl'] as const;
export type VideoProvider = (typeof videoProviders)[number];

export interface ParsedVideo {
  provider: VideoProvider;
  /** The link as shown: https, the provider's canonical address. */
  url: string;
  embedUrl: string | null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

function asUrl(raw: string): URL | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');

function youtube(url: URL): ParsedVideo | null {
  const host = hostOf(url);
  let id: string | null = null;
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') id = parts[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else if (['shorts', 'embed', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1] ?? null;
  } else return null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return {
    provider: 'youtube',
    url: `https://www.youtube.com/watch?v=${id}`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
  };
}

function vimeo(url: URL): ParsedVideo | null {
  const host = hostOf(url);
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  // vimeo.com/123456789, vimeo.com/channels/x/123456789, player.vimeo.com/video/123456789
  const id = [...parts].reverse().find((p) => VIMEO_ID.test(p));
  if (!id) return null;
  return { provider: 'vimeo', url: `https://vimeo.com/${id}`, embedUrl: `https://player.vimeo.com/video/${id}?dnt=1` };
}

function hudl(url: URL): ParsedVideo | null {
  const host = hostOf(url);
  if (host !== 'hudl.com' && !host.endsWith('.hudl.com')) return null;
  if (url.pathname === '/' || url.pathname === '') return null;
  url.protocol = 'https:';
  url.hash = '';
  return { provider: 'hudl', url: url.toString(), embedUrl: null };
}

/** A pasted video link as the page shows it, or null when it is not a YouTube, Vimeo or Hudl video. */
export function parseVideoUrl(raw: string): ParsedVideo | null {
  const url = asUrl(raw);
  if (!url) return null;
  return youtube(url) ?? vimeo(url) ?? hudl(url);
}

/** The stored videos as the page shows them (links that no longer parse are left out). */
export function highlightVideos(
  inputs: ReadonlyArray<{ url: string; title: string }>,
): Array<ParsedVideo & { title: string }> {
  return inputs.flatMap((v) => {
    const parsed = parseVideoUrl(v.url);
    return parsed ? [{ ...parsed, title: v.title.trim() || defaultVideoTitle(parsed.provider) }] : [];
  });
}

export const videoProviderLabels: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo', hudl: 'Hudl' };
export const defaultVideoTitle = (provider: VideoProvider): string =>
  `Highlight video (${videoProviderLabels[provider]})`;
