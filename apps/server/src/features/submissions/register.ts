import { registerBaseSeeder, registerDemoSeeder } from '../../db/seed/index.ts';
import { onSignIn } from '../accounts/index.ts';
import { seedScoringTables } from './scoring-tables.repo.ts';
import { cleanUpPendingSubmissions } from './submissions.service.ts';
import { seedDemoSubmissions } from './submissions.seed.ts';

registerBaseSeeder(seedScoringTables);
registerDemoSeeder(20, 'submissions', seedDemoSubmissions);
onSignIn(async (deps, userId) => void (await cleanUpPendingSubmissions(deps.db, userId)));
