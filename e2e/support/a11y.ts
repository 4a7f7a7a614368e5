import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The impacts that fail a browser test (axe-core's two highest: WCAG failures that block or seriously hinder users). */
const failing = new Set(['serious', 'critical']);

type Violation = Pick<axe.Result, 'id' | 'impact' | 'help' | 'helpUrl'> & {
  nodes: Array<Pick<axe.NodeResult, 'target' | 'failureSummary' | 'html'>>;
};

/** One violation as a few readable lines: rule, impact, what to fix, and each element (its selector and why). */
export function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 6)
        .map(
          (n) =>
            `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n\s*/g, '\n      ')}\n      ${n.html.slice(0, 160)}`,
        );
      const more = v.nodes.length > 6 ? [`    … and ${v.nodes.length - 6} more`] : [];
      return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}

/**
 * Runs axe-core on the page as it is now and throws when any rule finds a 'serious' or 'critical' violation, listing
 * them readably (lesser ones are printed, not failed). axe is evaluated through the DevTools protocol, not as a
 * <script>, so the app's Content-Security-Policy (scripts from 'self' only) stays in force.
 * `label` names the screen in the message; `include` limits the check to one part of the page (a CSS selector).
 */
export async function checkA11y(page: Page, label: string, opts: { include?: string } = {}): Promise<void> {
  // No hover state left by the last click (a button under the pointer is measured as it normally is), and a toast
  // on its way out is checked once it has gone, not while it leaves (browser.ts turns motion off).
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast][data-removed="true"]'));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (include) => {
    const a = (window as unknown as { axe: typeof axe }).axe;
    const result = await a.run(include ? { include: [include] } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary, html: n.html })),
    }));
  }, opts.include ?? null);
  const serious = violations.filter((v) => failing.has(v.impact ?? ''));
  const minor = violations.filter((v) => !failing.has(v.impact ?? ''));
  if (minor.length) console.log(`accessibility (${label}), not failing:\n${formatViolations(minor)}`);
  if (serious.length)
    throw new Error(
      `accessibility (${label}): ${serious.length} serious or critical violation(s)\n${formatViolations(serious)}`,
    );
}

/**
 * The page's scroll width (`document.documentElement.scrollWidth`): at most the viewport's width when nothing scrolls
 * sideways. When it is wider, the widest elements are named in the log.
 */
export async function pageScrollWidth(page: Page): Promise<number> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  if (scrollWidth > width) {
    const wide = await page.evaluate(
      (w) =>
        Array.from(document.querySelectorAll('body *'))
          .filter((e) => e.getBoundingClientRect().right > w + 1)
          .slice(0, 8)
          .map(
            (e) =>
              `${e.tagName}.${(e.getAttribute('class') ?? '').slice(0, 60)} ${Math.round(e.getBoundingClientRect().right)}`,
          ),
      width,
    );
    console.log('too wide:', wide);
  }
  return scrollWidth;
}
