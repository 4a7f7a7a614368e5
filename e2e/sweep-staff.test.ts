import { defineSweep, sweepRoles } from './support/sweep.ts';

/** The route sweep for a coach, an organization's admin and the site admin (e2e/support/sweep.ts). */
defineSweep(sweepRoles.filter((r) => ['coach', 'org admin', 'site admin'].includes(r.role)));
