// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports point one way: apps/web → packages/domain ← apps/server. */
const layerRules = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
});

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
    files: ['packages/domain/**/*.ts'],
    rules: layerRules(
      ['@dugout/server', '@dugout/server/*', '@dugout/web', '@dugout/web/*', '**/apps/**', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', 'react', 'react-dom', 'pg', '@electric-sql/*', 'node:*'],
      'packages/domain is pure: it may import zod and itself only (web → domain ← server).',
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
      ...layerRules(
        ['@dugout/server', '@dugout/server/*', '**/apps/server/**', '../server/**', '**/server/src/**'],
        'apps/web must not import apps/server: share code through packages/domain.',
      ),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: layerRules(['@dugout/web', '@dugout/web/*', '**/apps/web/**', '**/web/src/**'], 'apps/server must not import apps/web.'),
  },
  // Server modules (ARCHITECTURE.md, Server modules): a feature is reached only through its index.ts, and the
  // shared layers (http, db, services, access) never reach into features. Tests may look inside.
  {
    files: ['apps/server/src/features/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@dugout/web', '@dugout/web/*', '**/apps/web/**', '**/web/src/**'], message: 'apps/server must not import apps/web.' },
        { regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$)', message: 'Another feature is reached only through its index.ts (its public surface).' },
      ] }],
    },
  },
  {
    files: ['apps/server/src/{http,db,services,access}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@dugout/web', '@dugout/web/*', '**/apps/web/**', '**/web/src/**'], message: 'apps/server must not import apps/web.' },
        { group: ['**/features/**', '**/features'], message: 'http, db, services and access are below the features: they never import one (pass what they need in, or register it).' },
      ] }],
    },
  },
);
