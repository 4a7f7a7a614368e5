import { describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CurrentUser } from '@dugout/domain/accounts';
import { GuardsProvider, RequireAuth, type RequireAuthProps } from './GuardContext';

const user = { id: 'u1', email: 'jo@example.com' } as unknown as CurrentUser;
/** A stand-in for app/Guards.tsx's RequireAuth: signed in as `user`, or refused when `allow` says no. */
const FakeRequireAuth = ({ children, allow }: RequireAuthProps) =>
  createElement('section', null, allow && !allow(user) ? 'Access denied' : children(user));

const render = (node: ReactNode) => renderToStaticMarkup(node);

describe('guards passed in by app/ (lib/GuardContext.tsx)', () => {
  it("a feature's RequireAuth renders the guard app/ provides, which hands the screen the signed-in user", () => {
    const screen = createElement(RequireAuth, { children: (u: CurrentUser) => `Hello ${u.email}` });
    expect(render(createElement(GuardsProvider, { value: { RequireAuth: FakeRequireAuth } }, screen))).toBe(
      '<section>Hello jo@example.com</section>',
    );
  });
  it('passes `allow` through to the guard', () => {
    const screen = createElement(RequireAuth, { children: () => 'secret', allow: () => false });
    expect(render(createElement(GuardsProvider, { value: { RequireAuth: FakeRequireAuth } }, screen))).toBe(
      '<section>Access denied</section>',
    );
  });
  it('outside app/ (no provider) it fails with a message saying where the guards come from', () => {
    expect(() => render(createElement(RequireAuth, { children: () => 'x' }))).toThrow(/provided by app\//);
  });
});
