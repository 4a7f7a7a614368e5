import { defineSweep, sweepRoles } from './support/sweep.ts';

/** The route sweep for a visitor, a player and a guardian (e2e/support/sweep.ts); the staff's is sweep-staff.test.ts. */
defineSweep(sweepRoles.filter((r) => ['anonymous', 'player', 'guardian'].includes(r.role)));
