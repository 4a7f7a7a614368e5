import {
  defaultProfileSections,
  handleUpdateSchema,
  publicProfileMessages as msg,
  publicProfileSettingsSchema,
  publicProfileUpdateSchema,
  type HighlightVideo,
  type PublicProfileSettings,
} from '@dugout/domain/public-profile';
import { apiError, route } from '../msw';

const ORIGIN = 'https://dugout.example';

/** A video link as the server reads it (the fake knows the three providers by host; the server's rule is richer). */
function readVideo(url: string, title: string): HighlightVideo | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const host = u.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' || host === 'youtu.be') {
    const id = host === 'youtu.be' ? u.pathname.slice(1) : u.searchParams.get('v');
    return id ? { provider: 'youtube', url, title, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  if (host === 'vimeo.com')
    return { provider: 'vimeo', url, title, embedUrl: `https://player.vimeo.com/video${u.pathname}?dnt=1` };
  if (host === 'hudl.com') return { provider: 'hudl', url, title, embedUrl: null };
  return null;
}

/**
 * A fake of the public-profile settings routes (apps/server/src/features/public-profile/settings.routes.ts): the
 * settings of one player as GET /api/public-profile answers them, and the writes changing them as the service does —
 * `live` is on and allowed by the gate (`state.gate`: null, or the server's reason the page is blocked), a handle must
 * be free (`state.taken`), a video link must be one of the three providers, only an adult may allow indexing.
 */
export function createPublicProfileFake(
  init: Partial<PublicProfileSettings> & { gate?: string | null; taken?: string[] } = {},
) {
  const { gate = null, taken = [], ...over } = init;
  const state = {
    settings: publicProfileSettingsSchema.parse({
      handle: 'pat-player',
      url: `${ORIGIN}/p/pat-player`,
      enabled: false,
      live: false,
      blockedReason: null,
      sections: { ...defaultProfileSections },
      videos: [],
      allowIndexing: false,
      mayAllowIndexing: true,
      isMinor: false,
      ...over,
    }),
    gate,
    taken: new Set(taken),
    /** the next GET answers 500 (one time) */
    failNextRead: false,
    writes: [] as string[],
  };
  const answer = (): PublicProfileSettings => {
    const s = state.settings;
    const live = s.enabled && state.gate === null;
    return { ...s, live, blockedReason: s.enabled && !live ? state.gate : null };
  };
  return {
    state,
    handlers: () => [
      route('GET', '/api/public-profile', { response: publicProfileSettingsSchema }, () => {
        if (state.failNextRead) {
          state.failNextRead = false;
          return apiError('internal', 'An unexpected error occurred');
        }
        return answer();
      }),
      route(
        'PUT',
        '/api/public-profile',
        { response: publicProfileSettingsSchema, body: publicProfileUpdateSchema },
        ({ body }) => {
          state.writes.push(JSON.stringify(body));
          const s = state.settings;
          if (body.allowIndexing && !s.mayAllowIndexing) return apiError('forbidden', msg.indexingAdultsOnly);
          let videos = s.videos;
          if (body.videos) {
            const read = body.videos.map((v) => readVideo(v.url, v.title));
            const bad = read.findIndex((v) => v === null);
            if (bad >= 0) return apiError('invalid_input', msg.videoUrl, { [`videos.${bad}.url`]: msg.videoUrl });
            videos = read as HighlightVideo[];
          }
          state.settings = {
            ...s,
            enabled: body.enabled ?? s.enabled,
            sections: { ...s.sections, ...body.sections },
            videos,
            allowIndexing: body.allowIndexing ?? s.allowIndexing,
          };
          return answer();
        },
      ),
      route(
        'PUT',
        '/api/public-profile/handle',
        { response: publicProfileSettingsSchema, body: handleUpdateSchema },
        ({ body }) => {
          state.writes.push(`handle ${body.handle}`);
          if (state.taken.has(body.handle)) return apiError('conflict', msg.handleTaken, { handle: msg.handleTaken });
          state.settings = { ...state.settings, handle: body.handle, url: `${ORIGIN}/p/${body.handle}` };
          return answer();
        },
      ),
    ],
  };
}
