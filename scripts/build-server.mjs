/**
 * `npm run build` (server half): bundles apps/server/src/main.ts and the domain package it imports into one ES module,
 * apps/server/dist/main.js, so `npm start` runs plain JavaScript (no TypeScript compiled at each start; tsx is for
 * development and tests only). The plain-JavaScript packages listed in `bundled` go into it too; every other package
 * from node_modules stays external (imported at run time, as installed).
 *
 * Paths taken from `import.meta` (the migrations folder, the shipped reference data, the built web app, `createRequire`)
 * keep meaning what they mean in the sources: each module's `import.meta.url` / `dirname` / `filename` is rewritten to
 * its source file's path, resolved from the bundle's own location (so the tree can move, as in a container image).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isBuiltin } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'apps/server/dist');

/**
 * The installed packages bundled into main.js: plain JavaScript that finds no file of its own at run time (no
 * `import.meta.url`, `__dirname` or native addon). Everything else stays external, imported as installed: PGlite
 * (its WebAssembly and data files sit beside it), pg, pino (its transports run in worker threads from file paths),
 * pdfkit (font files), resvg (a native addon), the S3, Redis, mail and Stripe clients (loaded when configured).
 */
const bundled = [
  'better-auth',
  '@better-auth',
  'better-call',
  '@better-fetch',
  'hono',
  '@hono',
  'drizzle-orm',
  'zod',
  'jose',
  '@noble',
  'kysely',
  'defu',
  'nanostores',
  'rou3',
  'uncrypto',
  '@standard-schema',
  'set-cookie-parser',
];
const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

const sourcePaths = {
  name: 'source-paths',
  setup(b) {
    // Bundle our own workspace packages (TypeScript sources) and the plain-JavaScript packages every start loads
    // (`bundled` above; the rest stays as installed). Node's ES module loader resolves, opens and links each file of a
    // package on its own: better-auth, zod, hono and drizzle-orm are hundreds of files, a third of the CPU of a cold
    // start; inside this one file they are one read and one compile (docs/decisions/0073-cold-start-and-memory.md).
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@dugout/')) return undefined;
      if (args.path.startsWith('node:') || isBuiltin(args.path)) return { path: args.path, external: true };
      const name = packageName(args.path);
      return bundled.some((p) => name === p || name.startsWith(`${p}/`))
        ? undefined
        : { path: args.path, external: true };
    });
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      if (contents.includes('import.meta')) {
        const rel = JSON.stringify(path.relative(outdir, args.path).split(path.sep).join('/'));
        contents = contents
          .replaceAll('import.meta.url', `__sourceUrl(${rel})`)
          .replaceAll('import.meta.dirname', `__sourceDir(${rel})`)
          .replaceAll('import.meta.filename', `__sourceFile(${rel})`);
      }
      return { contents, loader: 'ts' };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: [path.join(root, 'apps/server/src/main.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [sourcePaths],
  banner: {
    js: [
      "import { fileURLToPath as __toPath, pathToFileURL as __toUrl } from 'node:url';",
      "import __path from 'node:path';",
      'const __bundleDir = __path.dirname(__toPath(import.meta.url));',
      'const __sourceFile = (rel) => __path.resolve(__bundleDir, rel);',
      'const __sourceDir = (rel) => __path.dirname(__sourceFile(rel));',
      'const __sourceUrl = (rel) => __toUrl(__sourceFile(rel)).href;',
    ].join('\n'),
  },
});
console.log(`server built: apps/server/dist/main.js (${Date.now() - started} ms)`);
