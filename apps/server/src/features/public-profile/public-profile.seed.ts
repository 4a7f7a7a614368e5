import { defaultProfileSections } from '@dugout/domain/public-profile';
import type { DemoSeederEntry } from '../../db/seed/index.ts';
import { insertProfile } from './public-profile.repo.ts';

export const DEMO_PROFILE_HANDLE = 'casey-demoplayer';

const inDays = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo player's public profile (docs/decisions/0065-public-profile.md): on at /p/casey-demoplayer, with two
 * highlight video links (made-up addresses of videos that do not exist), two upcoming events and the team coach
 * reference. The demo player is a minor whose guardian's 'share_profile' consent the family seeder records (order
 * 60), so the page is live.
 */
export const seedDemoPublicProfile: DemoSeederEntry = {
  order: 70,
  name: 'public profile',
  seed: async (deps, world) => {
    const now = new Date();
    await insertProfile(deps.db, {
      userId: world.userIds.player,
      handle: DEMO_PROFILE_HANDLE,
      enabled: true,
      sections: { ...defaultProfileSections, score: true, benchmarks: true },
      videos: [
        { url: 'https://www.youtube.com/watch?v=DgOutDemo01', title: 'Bullpen session, fall 2026 (demo video)' },
        { url: 'https://vimeo.com/900000001', title: 'Game highlights, 17U season (demo video)' },
      ],
      events: [
        { name: 'Demo Winter Showcase', date: inDays(now, 21), organiser: 'Demo Prospect Events, Dallas TX' },
        { name: 'Demo Spring Classic', date: inDays(now, 75), organiser: 'Riverside Demo Baseball Club' },
      ],
    });
  },
};
