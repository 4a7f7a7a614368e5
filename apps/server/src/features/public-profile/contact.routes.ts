import type { Hono } from 'hono';
import type { AppBindings } from '../../http/context.ts';

// TODO(#29): stub until its owner lands the routes.
export function contactFormRoutes(_app: Hono<AppBindings>) {}
