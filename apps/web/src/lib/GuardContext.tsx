import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { CurrentUser } from '@dugout/domain/accounts';

export interface RequireAuthProps {
  children: (user: CurrentUser) => ReactNode;
  /** Narrows who may see the screen beyond the screen-access rule; anyone else signed in is sent home. */
  allow?: (user: CurrentUser) => boolean;
}

/** The route guards app/ owns (app/Guards.tsx), handed to feature screens through context: a feature never imports app/. */
export interface Guards {
  RequireAuth: ComponentType<RequireAuthProps>;
}

const GuardsContext = createContext<Guards | null>(null);

/** Rendered by app/ (the root layout) with app/Guards.tsx's guards. */
export const GuardsProvider = GuardsContext.Provider;

/** The guards app/ provides; a feature screen rendered outside app/'s layout is a programming error. */
export function useGuards(): Guards {
  const guards = useContext(GuardsContext);
  if (!guards) throw new Error('Route guards are provided by app/ (GuardsProvider in the root layout).');
  return guards;
}

/** Screens for signed-in users, as app/ decides (app/Guards.tsx RequireAuth): feature screens use this one. */
export function RequireAuth(props: RequireAuthProps) {
  const { RequireAuth: Guard } = useGuards();
  return <Guard {...props} />;
}
