// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noCycle from './scripts/eslint/no-cycle.js';
import dugoutRules from './scripts/eslint/dugout-rules.js';

/** Our own lint rules as one plugin (docs/decisions/0053, 0056). */
const dugout = { rules: { ...dugoutRules.rules, 'no-cycle': noCycle } };

/**
 * The domain's surface by area (docs/decisions/0055-domain-areas.md): the outside imports `@dugout/domain/<area>`, whose
 * index.ts (written by scripts/codemods/domain-areas.mjs) lists what the outside uses; never the package root, a file
 * inside an area, or packages/domain/src by a relative path. Every block below that sets no-restricted-imports repeats
 * these (a later block replaces the rule's options).
 */
const domainAreaMessage =
  'Import the domain by area, `@dugout/domain/<area>` (docs/decisions/0055-domain-areas.md); a name missing there: run `node scripts/codemods/domain-areas.mjs`.';
const domainAreas = [
  { regex: '^@dugout/domain$', message: domainAreaMessage },
  { regex: '^@dugout/domain/(src(/|$)|[^/]+/)', message: domainAreaMessage },
  { group: ['**/packages/domain/**'], message: domainAreaMessage },
];

/** Imports point one way: apps/web → packages/domain ← apps/server (and the outside imports the domain by area). */
const layerRules = (forbidden, message, also = domainAreas) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [...forbidden.map((group) => ({ group: [group], message })), ...also] },
  ],
});

const webForbidden = ['@dugout/server', '@dugout/server/*', '**/apps/server/**', '../server/**', '**/server/src/**'];
const webMessage = 'apps/web must not import apps/server: share code through packages/domain.';
const featureMessage =
  'apps/web/src/features must not import apps/web/src/app: app/ passes guards and pages in (props or lib/GuardContext.tsx).';

/**
 * Queries live in *.repo.ts only (ARCHITECTURE.md, Server modules; docs/decisions/0024-queries-in-repos.md): a route or
 * a service may open `db.transaction` and pass `tx` on, but never builds or runs a query itself. A query is a call of a
 * query-builder method on the database handle (`db`, `tx`, `readDb`, `deps.db`, `stack.db` …), or `db.query.*`.
 */
const dbHandle = '/^(db|tx|trx|readDb|database)$/';
const dbProperty = '/^(db|readDb)$/';
const queryMethod =
  '/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|with|\\$count|refreshMaterializedView)$/';
const queryMessage =
  "Queries live in the feature's *.repo.ts only (ARCHITECTURE.md, Server modules; docs/decisions/0024-queries-in-repos.md): call a repo function and pass it db or tx.";
const queryRule = [
  'error',
  ...[
    `CallExpression[callee.property.name=${queryMethod}][callee.object.name=${dbHandle}]`,
    `CallExpression[callee.property.name=${queryMethod}][callee.object.property.name=${dbProperty}]`,
    `MemberExpression[property.name='query'][object.name=${dbHandle}]`,
    `MemberExpression[property.name='query'][object.property.name=${dbProperty}]`,
  ].map((selector) => ({ selector, message: queryMessage })),
];

/**
 * Web query keys are built in the feature's `api/keys.ts` (or `lib/keys.ts` for the shell's shared keys) and nowhere
 * else (docs/decisions/0045-query-key-factories.md): a key written by hand is one no mutation invalidates.
 */
const keyMessage =
  "Build query keys in the feature's api/keys.ts (shared ones in lib/keys.ts) and import the factory (docs/decisions/0045-query-key-factories.md).";
const queryKeyRule = [
  'error',
  ...[
    // queryOptions / useQuery / invalidateQueries / removeQueries … ({ queryKey: [ … ] })
    "Property[key.name='queryKey'] > ArrayExpression",
    // qc.setQueryData([ … ], data), qc.getQueryData([ … ]) …
    'CallExpression[callee.property.name=/^(setQueryData|getQueryData|getQueryState|setQueriesData|getQueriesData|ensureQueryData|fetchQuery|prefetchQuery)$/] > ArrayExpression',
    // a predicate reading a key by position (q.queryKey[0] !== 'auth')
    "MemberExpression[computed=true][object.property.name='queryKey']",
  ].map((selector) => ({ selector, message: keyMessage })),
];

/**
 * The composition root (app.ts, boot.ts, deps.ts, wiring.ts, server.ts, main.ts, the manifests) imports the floors;
 * nothing below imports it back (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). The AppDeps type is in
 * the leaf deps-types.ts.
 */
const compositionRoot = [
  {
    regex: '^(\\.\\./)+(app|boot|deps|wiring|server|main)\\.ts$',
    message:
      'Only the composition root imports app.ts, boot.ts, deps.ts, wiring.ts, server.ts or main.ts: take AppDeps from deps-types.ts (docs/decisions/0053-no-cycles-one-manifest-per-feature.md).',
  },
  {
    regex: '(^|/)manifests?\\.ts$',
    message:
      "A feature's manifest is read by features/manifests.ts only, and that list by the composition root (docs/decisions/0053-no-cycles-one-manifest-per-feature.md).",
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.data-test/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles anywhere, type-only imports included (docs/decisions/0053-no-cycles-one-manifest-per-feature.md):
    // a cycle works only while its names are read inside functions, and a lower floor naming the composition root's
    // types is a layering mistake even when it costs nothing at run time.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { dugout },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/domain/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
      ],
    },
    rules: { 'dugout/no-cycle': 'error' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: layerRules(
      [
        '@dugout/server',
        '@dugout/server/*',
        '@dugout/web',
        '@dugout/web/*',
        '**/apps/**',
        'hono',
        'hono/*',
        'drizzle-orm',
        'drizzle-orm/*',
        'react',
        'react-dom',
        'pg',
        '@electric-sql/*',
        'node:*',
        '@dugout/domain', // and every subpath (a folder pattern)
      ],
      'packages/domain is pure: it may import zod and itself only, relatively (web → domain ← server).',
      [],
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/incompatible-library': 'off',
      ...layerRules(webForbidden, webMessage),
    },
  },
  {
    // Inside the web app, app/ composes features and passes them what they need (guards through lib/GuardContext.tsx):
    // a feature never imports app/. The rule above is repeated because a later block replaces no-restricted-imports.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webForbidden.map((group) => ({ group: [group], message: webMessage })),
            {
              group: [
                '@/app',
                '@/app/*',
                '**/src/app/**',
                '../app',
                '../app/**',
                '../../app',
                '../../app/**',
                '../../../app',
                '../../../app/**',
              ],
              message: featureMessage,
            },
            ...domainAreas,
          ],
        },
      ],
    },
  },
  {
    // One file-name convention, and a feature reaches another only through its api/
    // (docs/decisions/0056-files-a-newcomer-can-hold.md; the rules are in scripts/eslint/dugout-rules.js).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { dugout },
    rules: { 'dugout/web-file-name': 'error', 'dugout/web-feature-imports': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/keys.ts'],
    rules: { 'no-restricted-syntax': queryKeyRule },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: domainAreas }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: layerRules(
      ['@dugout/web', '@dugout/web/*', '**/apps/web/**', '**/web/src/**'],
      'apps/server must not import apps/web.',
    ),
  },
  // Server modules (ARCHITECTURE.md, Server modules): a feature is reached only through its index.ts, and the
  // shared layers (http, db, services, access) never reach into features. Tests may look inside.
  {
    files: ['apps/server/src/features/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dugout/web', '@dugout/web/*', '**/apps/web/**', '**/web/src/**'],
              message: 'apps/server must not import apps/web.',
            },
            {
              regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$)',
              message: 'Another feature is reached only through its index.ts (its public surface).',
            },
            ...compositionRoot,
            ...domainAreas,
          ],
        },
      ],
    },
  },
  {
    // Seeders (*.seed.ts) write the demo world once at start-up and may insert directly; tests may query to check.
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/*.seed.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': queryRule },
  },
  {
    files: ['apps/server/src/{http,db,services,access}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dugout/web', '@dugout/web/*', '**/apps/web/**', '**/web/src/**'],
              message: 'apps/server must not import apps/web.',
            },
            ...compositionRoot,
            {
              group: ['**/features/**', '**/features'],
              message:
                'http, db, services and access are below the features: they never import one (pass what they need in, or register it).',
            },
            ...domainAreas,
          ],
        },
      ],
    },
  },
);
