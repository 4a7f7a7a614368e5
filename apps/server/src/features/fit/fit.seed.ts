import type { DemoSeeder } from '../../db/seed/index.ts';
import { writeInterview } from './fit.repo.ts';

/**
 * Demo college interview: the demo player's answers, so `npm start` shows a ranking on /college-screening-results at
 * once (docs/decisions/0058-believable-fit.md): a home ZIP, a test score and priorities, nothing that hides programs.
 */
export const seedDemoInterview: DemoSeeder = async (deps, world) => {
  await writeInterview(deps.db, world.userIds.player, {
    homeZip: '27701',
    gpa: 3.6,
    sat: 1250,
    priorities: ['playingTime', 'academics', 'location', 'cost'],
  });
};
