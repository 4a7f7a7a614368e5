import {
  defaultProfileSections,
  handleUpdateSchema,
  highlightVideos,
  parseVideoUrl,
  publicProfileMessages as msg,
  publicProfileSettingsSchema,
  publicProfileUpdateSchema,
  type PublicProfileSettings,
} from '@dugout/domain/public-profile';
import { apiError, route } from '../msw';

const ORIGIN = 'https://dugout.example';

/**
 * A fake of the public-profile settings routes (apps/server/src/features/public-profile/settings.routes.ts): the
 * settings of one player as GET /api/public-profile answers them, and the writes changing them as the service does —
 * `live` is on and allowed by the gate (`state.gate`: null, or the server's reason the page is blocked), a handle must
 * be free (`state.taken`), only an adult may allow indexing;
 * turning on is refused while the gate is closed (400 for a missing date of birth, 403 without consent), and an actor
 * without `mayEdit` (a guardian the player does not let edit) may only turn the page off.
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
      events: [],
      allowIndexing: false,
      mayAllowIndexing: true,
      isMinor: false,
      mayEdit: true,
      saved: false,
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
          const onlyHides =
            body.enabled === false && Object.entries(body).every(([k, v]) => k === 'enabled' || v === undefined);
          if (!s.mayEdit && !onlyHides) return apiError('forbidden', msg.guardianMayOnlyHide);
          if (body.enabled === true && state.gate)
            return state.gate === msg.needsDateOfBirth
              ? apiError('invalid_input', state.gate, { enabled: state.gate })
              : apiError('forbidden', state.gate);
          if (body.allowIndexing && !s.mayAllowIndexing)
            return apiError('invalid_input', msg.indexingAdultsOnly, { allowIndexing: msg.indexingAdultsOnly });
          // the body schema already refused a link that is none of the three providers (as the server's does)
          const videos = body.videos
            ? highlightVideos(body.videos.map((v) => ({ url: parseVideoUrl(v.url)?.url ?? v.url, title: v.title })))
            : s.videos;
          state.settings = {
            ...s,
            enabled: body.enabled ?? s.enabled,
            sections: { ...s.sections, ...body.sections },
            videos,
            events: body.events ?? s.events,
            allowIndexing: body.allowIndexing ?? s.allowIndexing,
            saved: true,
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
          state.settings = {
            ...state.settings,
            handle: body.handle,
            url: `${ORIGIN}/p/${body.handle}`,
            saved: true,
          };
          return answer();
        },
      ),
    ],
  };
}
