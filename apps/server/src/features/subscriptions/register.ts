import { registerBaseSeeder } from '../../db/seed/index.ts';
import { seedPlans } from './subscriptions.repo.ts';

registerBaseSeeder((deps) => seedPlans(deps.db));
