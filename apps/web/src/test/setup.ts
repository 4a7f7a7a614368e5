import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { server, serverProblems } from './msw';

/**
 * Set-up of every DOM test file (vitest project `web-dom`; docs/decisions/0047-dom-tests.md): what jsdom lacks and the
 * app uses, and the fake API's lifecycle. A request no handler answers, or an answer its schema refuses, fails the test.
 */

// The viewport: 1280 wide (lib/use-media.ts asks matchMedia; the Player Roster then shows its table).
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
// Radix (dialogs, tabs, selects) measures elements and scrolls them into view.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => undefined;
// recharts' ResponsiveContainer sizes its chart from its box (getBoundingClientRect), which jsdom leaves 0 by 0, so no
// chart would be drawn: a chart's box is 640 by 256 here, and a test can read its bars (e.g. which one is the tallest).
const boxOf = Element.prototype.getBoundingClientRect;
Element.prototype.getBoundingClientRect = function (this: Element) {
  if (!this.classList.contains('recharts-responsive-container')) return boxOf.call(this);
  const [width, height] = [640, 256];
  return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) } as DOMRect;
};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

// A busy machine (CI on 2 cores beside other runs) slows renders: give queries time. A failed query prints
// the start of the page, not all of it.
configure({
  asyncUtilTimeout: 10_000,
  getElementError: (message, container) => {
    const error = new Error(`${message ?? ''}\n\n${prettyDOM(container, 4_000, { highlight: false }) || ''}`);
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request) => {
      serverProblems.push(
        `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}: no handler`,
      );
    },
  }),
);
beforeEach(() => {
  serverProblems.length = 0;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  expect(serverProblems, 'the fake API').toEqual([]);
});
afterAll(() => server.close());
