import type { Hono } from 'hono';
import type { AppBindings } from '../http/context.ts';

/** Feature route modules (teams, submissions, colleges, tracker, organizations, admin) register here. */
export function featureRoutes(_app: Hono<AppBindings>, _opts: { trustProxy: boolean }) {}
