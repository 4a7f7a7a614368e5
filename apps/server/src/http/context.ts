import type { Actor } from '@dugout/domain/access';
import type { AppDeps } from '../deps-types.ts';

export interface SessionActor extends Actor {
  email: string;
  sessionId: string;
}

export type AppBindings = {
  Variables: {
    deps: AppDeps;
    actor: SessionActor | null;
  };
};
