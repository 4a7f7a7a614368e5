import type { DemoSeeder } from '../../db/seed/index.ts';
import { highSchools } from '../../db/schema/index.ts';

/**
 * Demo seeder (order 10). College programs are real reference data (data/reference/, loaded at start-up whatever
 * DEMO_DATA says); nothing about them is generated here. The demo world only adds a few plainly fictitious high
 * schools for the profile's high-school picker (the real NCES directory is not shipped; see NOTICE).
 */
const demoHighSchools = [
  ['Demo Valley High School', 'Plano', 'TX'],
  ['Demo Ridge Academy', 'Katy', 'TX'],
  ['Demo Lakes High School', 'Marietta', 'GA'],
  ['Demo Bay Prep', 'Tampa', 'FL'],
  ['Demo Prairie High School', 'Naperville', 'IL'],
  ['Demo Pines High School', 'Cary', 'NC'],
  ['Demo Canyon High School', 'Scottsdale', 'AZ'],
  ['Demo Orchard High School', 'Fresno', 'CA'],
  ['Demo Hills Christian School', 'Franklin', 'TN'],
  ['Demo Harbor High School', 'Toms River', 'NJ'],
] as const;

export const seedDemoHighSchools: DemoSeeder = async (deps) => {
  await deps.db
    .insert(highSchools)
    .values(demoHighSchools.map(([name, city, state]) => ({ name, city, state })))
    .onConflictDoNothing();
};
