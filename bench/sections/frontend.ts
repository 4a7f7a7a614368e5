import { benchFrontend } from '../frontend.ts';
import type { BenchSection } from '../lib/report.ts';

/**
 * The front end (bench/frontend.ts): the landing page's JavaScript on a cold load, each route's chunks, CLS at 375 px
 * and Lighthouse mobile performance, against the built app served by the compiled server. Needs `npm run build`.
 */
export const frontendSection: BenchSection = {
  name: 'frontend',
  async run(ctx) {
    const lines = await benchFrontend(ctx.quick ? { lighthouseRuns: 1 } : {});
    for (const line of lines) console.log(line);
    return ['## Front end', '', '```', ...lines, '```'].join('\n');
  },
};
