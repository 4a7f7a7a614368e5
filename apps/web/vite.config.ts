import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * What the first load of a signed-in screen needs before it can paint, listed for the server
 * (docs/decisions/0030-first-paint-of-signed-in-screens.md): the screen's lazy chunk with every chunk it imports, and the
 * API answers it asks for first. The server (apps/server/src/http/static-files.ts) writes them into the index.html it
 * serves for that address as `<link rel=modulepreload>` and `<link rel=preload as=fetch>`, so they load beside the entry
 * instead of after it (entry → chunk → data). `fetch` (asked for signed-in visitors only) and `publicFetch` (for anyone)
 * must be the exact URLs the screen's `apiGet` asks for (`:name` = the path parameter, digits only); a URL nobody asks
 * for is only a wasted request.
 */
const routePreloads: Array<{ path: string; screen: string; fetch?: string[]; publicFetch?: string[] }> = [
  {
    path: '/dashboard',
    screen: 'src/app/pages/DashboardScreen.tsx',
    fetch: ['/api/dashboard', '/api/fit/scoring-tables', '/api/fit/benchmarks', '/api/profile/teams', '/api/profile'],
  },
  {
    path: '/college/:teamId',
    screen: 'src/app/pages/CollegeProfilePage.tsx',
    publicFetch: ['/api/colleges/:teamId/profile'],
    // the team players, then what every signed-in visitor's slots read (docs/decisions/0078-late-reads-of-first-loads.md):
    // 'Add to Tracker' (the tracker) and the Coach Contact Log card
    fetch: ['/api/colleges/:teamId/team-players', '/api/tracker', '/api/contact-log?schoolId=:teamId'],
  },
  { path: '/colleges', screen: 'src/app/pages/CollegesPage.tsx' },
  { path: '/tracker', screen: 'src/app/pages/TrackerPage.tsx', fetch: ['/api/tracker', '/api/fit/contact-calendar'] },
  // the coach's teams (the selected team's own reads start once they name it: usePrefetchTeam)
  { path: '/team-management', screen: 'src/app/pages/TeamManagementScreen.tsx', fetch: ['/api/teams'] },
  // the first page of the ranking without filters (ScreeningResults asks for page 1 without `page`), and the tracker
  // its rows' Add to Tracker reads
  {
    path: '/college-screening-results',
    screen: 'src/app/pages/ScreeningResultsPage.tsx',
    fetch: ['/api/fit/results', '/api/tracker'],
  },
];

/** Writes dist/route-preloads.json: per address, the chunks (not already in the entry) and the data of routePreloads. */
function routePreloadsManifest(): Plugin {
  return {
    name: 'dugout-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const initial = new Set<string>();
      const walk = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) walk(dep, into);
      };
      for (const c of chunks) if (c.isEntry) walk(c.fileName, initial);
      const out = routePreloads.map((r) => {
        const screen = path.resolve(import.meta.dirname, r.screen);
        const chunk = chunks.find((c) => c.facadeModuleId === screen);
        if (!chunk) throw new Error(`route preloads: no chunk for ${r.screen}`);
        const files = new Set<string>();
        walk(chunk.fileName, files);
        return {
          path: r.path,
          modules: [...files].filter((f) => !initial.has(f)).map((f) => '/' + f),
          fetch: r.fetch ?? [],
          publicFetch: r.publicFetch ?? [],
        };
      });
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(out, null, 2) });
    },
  };
}

/**
 * Fails the build when chunks import each other in a circle (docs/decisions/0034-screens-without-their-dialogs.md).
 * Merging small shared groups can put a module into a chunk that imports its own importer; the browser then runs one
 * chunk before the other has set its values (seen: a zod enum built from a list still `undefined`, every screen on
 * "Something went wrong"). No circle, no such order: change the grouping (the merge threshold below) until none is left.
 */
function noChunkCycles(): Plugin {
  return {
    name: 'dugout-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c.imports] as const] : [])),
      );
      const done = new Set<string>();
      const visit = (file: string, path: string[]) => {
        const at = path.indexOf(file);
        if (at >= 0) throw new Error(`chunks import each other in a circle: ${[...path.slice(at), file].join(' → ')}`);
        if (done.has(file)) return;
        for (const dep of imports.get(file) ?? []) visit(dep, [...path, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
}

/**
 * Chunks (docs/decisions/0026-front-end-loading.md): everything the entry imports statically is one file
 * (the shell and the landing page); the code that screens share is grouped by the set of screens that use it, small
 * groups (under 9,000 bytes; 6,000, 7,000, 7,500 and 8,000 have each made a circle as the screens changed) merged into a neighbour, so a screen fetches a few files instead of dozens of tiny ones on
 * a slow link, and still nothing the landing page does not use. A merge can make two chunks import each other; the
 * build then fails (noChunkCycles) and the threshold is the thing to change (0034).
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloadsManifest(), noChunkCycles()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // the shared groups are named after every screen that uses them: a short name instead
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            {
              name: 'shared',
              test: /./,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 9000,
            },
          ],
        },
      },
    },
  },
});
