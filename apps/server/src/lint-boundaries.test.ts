import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const lint = async (file: string, code: string) => {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};
/** The import-cycle rule's findings (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
const lintCycles = async (file: string, code: string) => {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'dugout/no-cycle').map((m) => m.message);
};
/** The query rule's findings (docs/decisions/0024-queries-in-repos.md): any other finding is left out. */
const lintQueries = async (file: string, code: string) => {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
};

describe('layer boundaries (web → domain ← server; web features ↛ web app) fail the lint step', () => {
  it('refuses an import from apps/web into apps/server', async () => {
    expect(
      await lint(
        'apps/web/src/features/x/bad.ts',
        "import { createApp } from '../../../../server/src/app.ts';\nexport const x = createApp;\n",
      ),
    ).not.toHaveLength(0);
    expect(
      await lint(
        'apps/web/src/features/x/bad.ts',
        "import { createApp } from '@dugout/server/src/app.ts';\nexport const x = createApp;\n",
      ),
    ).not.toHaveLength(0);
  });
  it('refuses database or HTTP imports in packages/domain', async () => {
    expect(
      await lint('packages/domain/src/bad.ts', "import { eq } from 'drizzle-orm';\nexport const x = eq;\n"),
    ).not.toHaveLength(0);
    expect(
      await lint(
        'packages/domain/src/bad.ts',
        "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
      ),
    ).not.toHaveLength(0);
  });
  it('refuses an import from a web feature into the web app shell (app/ passes guards in)', async () => {
    expect(
      await lint(
        'apps/web/src/features/x/bad.tsx',
        "import { RequireAuth } from '@/app/Guards';\nexport const x = RequireAuth;\n",
      ),
    ).not.toHaveLength(0);
    expect(
      await lint(
        'apps/web/src/features/x/components/bad.tsx',
        "import { guards } from '../../../app/Guards';\nexport const x = guards;\n",
      ),
    ).not.toHaveLength(0);
    // A feature still may not import the server, and app/ itself may import app/.
    expect(
      await lint(
        'apps/web/src/features/x/bad.ts',
        "import { createApp } from '@dugout/server/src/app.ts';\nexport const x = createApp;\n",
      ),
    ).not.toHaveLength(0);
    expect(
      await lint(
        'apps/web/src/app/pages/good.tsx',
        "import { RequireAuth } from '@/app/Guards';\nexport const x = RequireAuth;\n",
      ),
    ).toHaveLength(0);
    expect(
      await lint(
        'apps/web/src/features/x/good.tsx',
        "import { RequireAuth } from '@/lib/GuardContext';\nexport const x = RequireAuth;\n",
      ),
    ).toHaveLength(0);
  });
  it('allows web to import the domain', async () => {
    expect(
      await lint(
        'apps/web/src/features/x/good.ts',
        "import { positions } from '@dugout/domain/shared';\nexport const x = positions;\n",
      ),
    ).toHaveLength(0);
  });
});

describe('the domain is imported by area (docs/decisions/0055-domain-areas.md)', () => {
  const everywhere = [
    'apps/web/src/features/x/bad.ts',
    'apps/web/src/lib/bad.ts',
    'apps/server/src/features/x/bad.ts',
    'apps/server/src/http/bad.ts',
    'apps/server/src/cli/bad.ts',
    'e2e/bad.test.ts',
    'bench/sections/bad.ts',
  ];
  it('refuses the package root, a file inside an area, and a relative path into packages/domain', async () => {
    for (const file of everywhere) {
      for (const from of ['@dugout/domain', '@dugout/domain/teams/cap.ts', '@dugout/domain/src/teams/index.ts']) {
        const found = await lint(file, `import { canAddPlayers } from '${from}';\nexport const x = canAddPlayers;\n`);
        expect(found, `${file} importing ${from}`).toHaveLength(1);
        expect(found[0]).toContain('0055-domain-areas.md');
      }
    }
    expect(
      await lint(
        'bench/sections/bad.ts',
        "import { positions } from '../../packages/domain/src/shared/lists.ts';\nexport const x = positions;\n",
      ),
    ).toHaveLength(1);
  });
  it("allows an area's index from outside, and only relative imports inside the domain", async () => {
    for (const file of everywhere) {
      expect(
        await lint(file, "import { canAddPlayers } from '@dugout/domain/teams';\nexport const x = canAddPlayers;\n"),
      ).toHaveLength(0);
    }
    for (const from of ['@dugout/domain', '@dugout/domain/shared']) {
      expect(
        await lint(
          'packages/domain/src/teams/bad.ts',
          `import { positions } from '${from}';\nexport const x = positions;\n`,
        ),
      ).toHaveLength(1);
    }
    expect(
      await lint(
        'packages/domain/src/teams/good.ts',
        "import { positions } from '../shared/lists.ts';\nexport const x = positions;\n",
      ),
    ).toHaveLength(0);
  });
});

describe('server modules (a feature is reached through its index.ts; http/db/services never import a feature)', () => {
  it('refuses a deep import into another feature, and allows its index.ts', async () => {
    expect(
      await lint(
        'apps/server/src/features/roster/bad.ts',
        "import { findTeam } from '../teams/teams.repo.ts';\nexport const x = findTeam;\n",
      ),
    ).not.toHaveLength(0);
    expect(
      await lint(
        'apps/server/src/features/roster/good.ts',
        "import { findTeam } from '../teams/index.ts';\nexport const x = findTeam;\n",
      ),
    ).toHaveLength(0);
    expect(
      await lint(
        'apps/server/src/features/roster/good.ts',
        "import { defineRoute } from '../../http/route.ts';\nexport const x = defineRoute;\n",
      ),
    ).toHaveLength(0);
  });
  it("refuses a feature's manifest.ts or the composition root from inside a feature", async () => {
    expect(
      await lint(
        'apps/server/src/features/roster/bad.ts',
        "import { teamsManifest } from '../teams/manifest.ts';\nexport const x = teamsManifest;\n",
      ),
    ).not.toHaveLength(0);
    expect(
      await lint(
        'apps/server/src/features/roster/bad.ts',
        "import { buildDeps } from '../../deps.ts';\nexport const x = buildDeps;\n",
      ),
    ).not.toHaveLength(0);
    expect(
      await lint(
        'apps/server/src/features/roster/good.ts',
        "import type { AppDeps } from '../../deps-types.ts';\nexport type X = AppDeps;\n",
      ),
    ).toHaveLength(0);
  });
  it('refuses http/, db/ and services/ importing a feature', async () => {
    expect(
      await lint(
        'apps/server/src/http/bad.ts',
        "import { findTeam } from '../features/teams/index.ts';\nexport const x = findTeam;\n",
      ),
    ).not.toHaveLength(0);
    expect(
      await lint(
        'apps/server/src/db/seed/bad.ts',
        "import { createAccount } from '../../features/accounts/index.ts';\nexport const x = createAccount;\n",
      ),
    ).not.toHaveLength(0);
    // Nor the composition root: AppDeps comes from the leaf deps-types.ts.
    expect(
      await lint(
        'apps/server/src/http/bad.ts',
        "import type { AppDeps } from '../deps.ts';\nexport type X = AppDeps;\n",
      ),
    ).not.toHaveLength(0);
    expect(
      await lint(
        'apps/server/src/db/seed/bad.ts',
        "import { manifests } from '../../features/manifests.ts';\nexport const x = manifests;\n",
      ),
    ).not.toHaveLength(0);
    expect(
      await lint(
        'apps/server/src/services/mail/bad.ts',
        "import { findTeam } from '../../features/teams/index.ts';\nexport const x = findTeam;\n",
      ),
    ).not.toHaveLength(0);
  });
});

describe('no import cycles, type-only imports included (docs/decisions/0053-no-cycles-one-manifest-per-feature.md)', () => {
  // Each snippet is linted as if it were the named file of the repository, so the files it imports can lead back to it.
  it('refuses a runtime cycle between two features (commitments → teams → commitments)', async () => {
    const found = await lintCycles(
      'apps/server/src/features/commitments/commitments.repo.ts',
      "import { findTeam } from '../teams/index.ts';\nexport const x = findTeam;\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('0053');
  });
  it('refuses a type-only cycle: a lower floor naming the composition root (http/context.ts → deps.ts → …)', async () => {
    expect(
      await lintCycles(
        'apps/server/src/http/context.ts',
        "import type { AppDeps } from '../deps.ts';\nexport type Bindings = { Variables: { deps: AppDeps } };\n",
      ),
    ).toHaveLength(1);
    expect(
      await lintCycles(
        'apps/server/src/features/commitments/commitments.repo.ts',
        "import type { findTeam } from '../teams/index.ts';\nexport type X = typeof findTeam;\n",
      ),
    ).toHaveLength(1);
  });
  it('refuses a cycle between two web features (their api/ keys)', async () => {
    expect(
      await lintCycles(
        'apps/web/src/features/teams/api/keys.ts',
        "import { submissionKeys } from '@/features/submissions/api/keys';\nexport const x = submissionKeys;\n",
      ),
    ).toHaveLength(1);
  });
  it('allows the same imports where nothing leads back (AppDeps from the leaf, a feature through its index.ts)', async () => {
    expect(
      await lintCycles(
        'apps/server/src/http/context.ts',
        "import type { AppDeps } from '../deps-types.ts';\nexport type Bindings = { Variables: { deps: AppDeps } };\n",
      ),
    ).toHaveLength(0);
    expect(
      await lintCycles(
        'apps/server/src/features/roster/roster.service.ts',
        "import { findTeam } from '../teams/index.ts';\nexport const x = findTeam;\n",
      ),
    ).toHaveLength(0);
  });
});

describe('queries live in *.repo.ts (a route, a service or a job calls a repo function; docs/decisions/0024-queries-in-repos.md)', () => {
  const header = "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema/index.ts';\n";
  it('refuses a query in a route', async () => {
    const found = await lintQueries(
      'apps/server/src/features/x/x.routes.ts',
      header +
        'export const handler = async (deps: any, id: string) => {\n' +
        '  const [user] = await deps.db.select().from(users).where(eq(users.id, id));\n' +
        '  return user;\n};\n',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('ARCHITECTURE.md');
  });
  it('refuses a query in a service, also inside a transaction, and a raw sql execution or db.query in a job', async () => {
    expect(
      await lintQueries(
        'apps/server/src/features/x/x.service.ts',
        header +
          'export async function rename(db: any, id: string) {\n' +
          "  await db.transaction(async (tx: any) => { await tx.update(users).set({ name: 'x' }).where(eq(users.id, id)); });\n" +
          '}\n',
      ),
    ).toHaveLength(1);
    expect(
      await lintQueries(
        'apps/server/src/features/x/x-job.ts',
        "import { sql } from 'drizzle-orm';\n" +
          'export const run = async (deps: any) => {\n' +
          '  await deps.db.execute(sql`select 1`);\n' +
          '  return deps.db.query.users.findMany();\n};\n',
      ),
    ).toHaveLength(2);
  });
  it('allows the query in a repo, a service that opens a transaction and passes tx to a repo, and innocent calls', async () => {
    const query =
      header + 'export const findUser = (db: any, id: string) => db.select().from(users).where(eq(users.id, id));\n';
    expect(await lintQueries('apps/server/src/features/x/x.repo.ts', query)).toHaveLength(0);
    expect(
      await lintQueries(
        'apps/server/src/features/x/x.service.ts',
        "import { findUser } from './x.repo.ts';\n" +
          "import { createHash } from 'node:crypto';\n" +
          'export async function load(deps: any, id: string, seen: Map<string, number>) {\n' +
          '  seen.delete(id);\n' +
          "  const hash = createHash('sha256').update(id).digest('hex');\n" +
          '  return deps.db.transaction(async (tx: any) => [hash, await findUser(tx, id)]);\n' +
          '}\n',
      ),
    ).toHaveLength(0);
  });
});

describe('web query keys are built in a keys.ts factory (docs/decisions/0045-query-key-factories.md)', () => {
  const query =
    "import { queryOptions, useQueryClient } from '@tanstack/react-query';\n" +
    "export const q = queryOptions({ queryKey: ['tracker', { user: null }], queryFn: () => 1 });\n";
  it('refuses a query key literal in a query, an invalidation, setQueryData and a key read by position', async () => {
    expect(await lintQueries('apps/web/src/features/x/api/get-x.ts', query)).toHaveLength(1);
    expect(
      await lintQueries(
        'apps/web/src/features/x/api/save-x.ts',
        "import { useQueryClient } from '@tanstack/react-query';\n" +
          'export function useSave() {\n  const qc = useQueryClient();\n' +
          "  return () => {\n    void qc.invalidateQueries({ queryKey: ['tracker'] });\n" +
          "    qc.setQueryData(['profile', {}], 1);\n" +
          "    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });\n  };\n}\n",
      ),
    ).toHaveLength(3);
    expect(
      await lintQueries(
        'apps/web/src/app/layout/Shell.tsx',
        "export const brandingQuery = { queryKey: ['branding'], queryFn: () => 1 };\n",
      ),
    ).toHaveLength(1);
  });
  it('allows the literal in a keys.ts, and a query or invalidation that takes its key from a factory', async () => {
    expect(
      await lintQueries(
        'apps/web/src/features/x/api/keys.ts',
        "export const xKeys = { all: ['x'] as const, one: (id: string) => ['x', id] as const };\n" +
          "export const q = { queryKey: ['x', 'list'] };\n",
      ),
    ).toHaveLength(0);
    expect(
      await lintQueries(
        'apps/web/src/features/x/api/get-x.ts',
        "import { queryOptions, useQueryClient } from '@tanstack/react-query';\n" +
          "import { xKeys } from './keys';\n" +
          "export const q = queryOptions({ queryKey: xKeys.one('1'), queryFn: () => 1 });\n" +
          'export function useSave() {\n  const qc = useQueryClient();\n' +
          '  return () => qc.invalidateQueries({ queryKey: xKeys.all });\n}\n',
      ),
    ).toHaveLength(0);
  });
});

// web-file-names: leave-as-is — the cases below name misnamed files on purpose (scripts/codemods/web-file-names.mjs).
/** The findings of one of Dugout's own rules (scripts/eslint/dugout-rules.js; docs/decisions/0056). */
const lintRule = async (rule: string, file: string, code: string) => {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === `dugout/${rule}`).map((m) => m.message);
};

describe('web files: one naming convention and feature boundaries (docs/decisions/0056-files-a-newcomer-can-hold.md)', () => {
  const code = 'export const x = 1;\n';
  it('refuses a .ts file not in kebab-case and a .tsx file not in PascalCase', async () => {
    expect(await lintRule('web-file-name', 'apps/web/src/features/x/components/usePostLogin.ts', code)).toEqual([
      expect.stringContaining("'use-post-login.ts'"),
    ]);
    expect(await lintRule('web-file-name', 'apps/web/src/components/ui/scroll-region.tsx', code)).toEqual([
      expect.stringContaining("'ScrollRegion.tsx'"),
    ]);
    expect(await lintRule('web-file-name', 'apps/web/src/lib/Api.ts', code)).toHaveLength(1);
    expect(await lintRule('web-file-name', 'apps/web/src/features/x/X.Dom.test.tsx', code)).toHaveLength(1);
  });
  it('allows PascalCase.tsx, kebab-case.ts, lower-case suffixes and the Vite entry main.tsx', async () => {
    for (const file of [
      'apps/web/src/features/x/components/PlayerManagementCard.tsx',
      'apps/web/src/features/x/components/CollegeSearchCard.dom.test.tsx',
      'apps/web/src/features/x/api/get-profile-teams.ts',
      'apps/web/src/features/x/api/fit.api.ts',
      'apps/web/src/lib/guard-context.test.ts',
      'apps/web/src/main.tsx',
      // outside apps/web/src the rule does not apply
      'apps/server/src/features/x/Whatever.ts',
    ]) {
      expect(await lintRule('web-file-name', file, code), file).toHaveLength(0);
    }
  });
  it("refuses a web feature importing another feature's components, routes or index", async () => {
    expect(
      await lintRule(
        'web-feature-imports',
        'apps/web/src/features/teams/components/Bad.tsx',
        "import { LoginForm } from '@/features/auth/components/LoginForm';\nexport const x = LoginForm;\n",
      ),
    ).toHaveLength(1);
    expect(
      await lintRule(
        'web-feature-imports',
        'apps/web/src/features/teams/components/deep/Bad.tsx',
        "import { LoginForm } from '../../../auth/components/LoginForm';\nexport const x = LoginForm;\n",
      ),
    ).toHaveLength(1);
    expect(
      await lintRule(
        'web-feature-imports',
        'apps/web/src/features/teams/Bad.tsx',
        "export { SchoolProfile } from '@/features/colleges';\n" +
          "export const y = () => import('@/features/colleges/components/SchoolProfile');\n",
      ),
    ).toHaveLength(2);
  });
  it("allows another feature's api/, the feature's own files, and app/ composing features", async () => {
    expect(
      await lintRule(
        'web-feature-imports',
        'apps/web/src/features/teams/components/Good.tsx',
        "import { profileKeys } from '@/features/profile/api/keys';\n" +
          "import { useOrgs } from '../../organizations/api/list-organizations';\n" +
          "import { CoachesCard } from '../components/CoachesCard';\n" +
          "import { teamKeys } from '@/features/teams/api/keys';\n" +
          "import { Button } from '@/components/ui/Button';\n" +
          'export const x = [profileKeys, useOrgs, CoachesCard, teamKeys, Button];\n',
      ),
    ).toHaveLength(0);
    expect(
      await lintRule(
        'web-feature-imports',
        'apps/web/src/app/pages/Good.tsx',
        "import { LoginForm } from '@/features/auth/components/LoginForm';\nexport const x = LoginForm;\n",
      ),
    ).toHaveLength(0);
  });
});
