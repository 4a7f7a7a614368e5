import type { TestStack } from './test-app.ts';
import { createUser } from './factories.ts';

export const sampleTeam = {
  teamName: 'River Hawks 16U',
  teamType: 'Travel',
  city: 'Austin',
  state: 'TX',
  pocEmail: 'coach@hawks.test',
};

/** A coach with a new team. */
export async function coachWithTeam(stack: TestStack, name = sampleTeam.teamName) {
  const coach = await createUser(stack, 'coach');
  const res = await coach.client.post('/api/teams', { ...sampleTeam, teamName: name });
  if (res.status !== 201) throw new Error(`team creation failed: ${JSON.stringify(res.body)}`);
  return { coach, teamCode: res.body.teamCode as string };
}
