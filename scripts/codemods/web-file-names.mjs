#!/usr/bin/env node
/**
 * Web file names follow one convention (docs/decisions/0056-files-a-newcomer-can-hold.md):
 *   - a `.tsx` file is named in PascalCase after what it renders (`PlayerManagementCard.tsx`, `Button.tsx`);
 *   - a `.ts` file is named in kebab-case (`use-post-login.ts`, `keys.ts`, `fit.api.ts`);
 *   - suffixes after the first dot stay lower-case (`CollegeSearchCard.dom.test.tsx`, `keys.test.ts`);
 *   - the one exception is the Vite entry `apps/web/src/main.tsx` (index.html names it).
 * The lint rule `dugout/web-file-name` (scripts/eslint/dugout-rules.js) enforces the same convention.
 *
 * This codemod renames what does not follow it (`git mv`, so history follows) and rewrites what points at the old
 * names: import/export specifiers, `import()` and `vi.mock()` in apps/web, and path mentions (`components/ui/button`,
 * `src/app/router.tsx` …) in code and docs anywhere in the repository. It works from the tree as it is, so it is
 * idempotent and re-runnable: after merging a branch that still imports or mentions an old name, run it again and it
 * rewrites those too (a second run on a clean tree changes nothing). A file that names old spellings on purpose (the
 * lint rule's failing cases in apps/server/src/lint-boundaries.test.ts, decision 0056) carries the marker
 * `web-file-names: leave-as-is` and is not rewritten.
 *
 *   node scripts/codemods/web-file-names.mjs            # rename + rewrite
 *   node scripts/codemods/web-file-names.mjs --check    # list what it would do, exit 1 if anything
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const webSrc = path.join(root, 'apps/web/src');
const check = process.argv.includes('--check');
const self = path.relative(root, import.meta.filename);
const changes = [];

// ---------------------------------------------------------------------------------------------------- names

const words = (base) =>
  base
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
const kebab = (base) =>
  words(base)
    .map((w) => w.toLowerCase())
    .join('-');
const pascal = (base) =>
  words(base)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

/** `CollegeSearchCard.dom.test.tsx` → { base: 'CollegeSearchCard', middle: '.dom.test', ext: '.tsx' }. */
function split(name) {
  const first = name.indexOf('.');
  if (first <= 0) return null;
  const last = name.lastIndexOf('.');
  return { base: name.slice(0, first), middle: name.slice(first, last), ext: name.slice(last) };
}

/** The conventional name of a web source file (null: not a .ts/.tsx file, or the exception). */
export function conventionalName(relFromSrc) {
  const name = path.basename(relFromSrc);
  const parts = split(name);
  if (!parts || !['.ts', '.tsx'].includes(parts.ext)) return null;
  if (relFromSrc === 'main.tsx') return null;
  const base = parts.ext === '.tsx' && !parts.middle.endsWith('.d') ? pascal(parts.base) : kebab(parts.base);
  const middle = parts.middle
    .split('.')
    .map((m) => kebab(m))
    .join('.');
  return base + middle + parts.ext;
}

// ---------------------------------------------------------------------------------------------------- files

const skipDirs = new Set(['node_modules', 'dist', '.git', 'data', '.data-test', 'test-results', 'coverage']);
function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name)) walk(path.join(dir, entry.name), out);
    } else out.push(path.join(dir, entry.name));
  }
  return out;
}

const tracked = new Set(
  execFileSync('git', ['ls-files', '-z', 'apps/web/src'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean),
);

function move(from, to) {
  const relFrom = path.relative(root, from);
  const relTo = path.relative(root, to);
  changes.push(`rename ${relFrom} → ${relTo}`);
  if (check) return;
  if (fs.existsSync(to) && from.toLowerCase() !== to.toLowerCase()) throw new Error(`${relTo} already exists`);
  // Through a temporary name, so a case-only rename works on case-insensitive file systems too.
  const tmp = `${from}.rename-tmp`;
  if (tracked.has(relFrom)) {
    execFileSync('git', ['mv', relFrom, path.relative(root, tmp)], { cwd: root });
    execFileSync('git', ['mv', path.relative(root, tmp), relTo], { cwd: root });
  } else {
    fs.renameSync(from, tmp);
    fs.renameSync(tmp, to);
  }
}

// 1. Rename.
for (const file of walk(webSrc)) {
  const rel = path.relative(webSrc, file);
  const wanted = conventionalName(rel);
  if (wanted && wanted !== path.basename(file)) move(file, path.join(path.dirname(file), wanted));
}

// After the renames (in --check mode: as if they had happened), the web files and the other spellings of their names.
const webFiles = walk(webSrc).map((file) => {
  const rel = path.relative(webSrc, file);
  const wanted = conventionalName(rel);
  return wanted ? path.join(path.dirname(file), wanted) : file;
});
const exists = new Set(webFiles);

// 2. Import specifiers in apps/web: one that no longer resolves is pointed at the file that now carries the name.
const sourceExt = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const resolves = (abs) => sourceExt.some((ext) => exists.has(abs + ext));
function renamedSpecifier(fromFile, spec) {
  let abs;
  if (spec.startsWith('@/')) abs = path.join(webSrc, spec.slice(2));
  else if (spec.startsWith('./') || spec.startsWith('../')) abs = path.resolve(path.dirname(fromFile), spec);
  else return null;
  if (resolves(abs)) return null;
  const dir = path.dirname(abs);
  const name = path.basename(abs);
  const parts = split(name) ?? { base: name, middle: '', ext: '' };
  for (const base of [pascal(parts.base), kebab(parts.base)]) {
    const middle = parts.middle
      .split('.')
      .map((m) => kebab(m))
      .join('.');
    const ext = ['.ts', '.tsx'].includes(parts.ext) ? parts.ext : '';
    const keepExt = ext ? '' : parts.ext; // `./fit.api` has a middle, not an extension
    const candidate = path.join(dir, base + middle + keepExt + ext);
    if (resolves(candidate)) return spec.slice(0, spec.length - name.length) + path.basename(candidate);
  }
  return null;
}
const specifierPattern =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)\(\s*|\bexport\s+\*\s+from\s*)(['"])([^'"\n]+)\2/g;

// 3. Path mentions anywhere (vite.config.ts, docs, tests of the lint): `ui/button`, `app/router.tsx` …
const mentions = [];
for (const file of webFiles) {
  const rel = path.relative(webSrc, file);
  const dir = path.dirname(rel);
  if (dir === '.') continue; // a bare `main` or `index` is too common a word to rewrite
  const parts = split(path.basename(rel));
  if (!parts || !['.ts', '.tsx'].includes(parts.ext)) continue;
  for (const alt of new Set([
    kebab(parts.base),
    pascal(parts.base),
    pascal(parts.base).replace(/^./, (c) => c.toLowerCase()),
  ])) {
    if (alt === parts.base) continue;
    const old = `${dir}/${alt}${parts.middle}`;
    if (exists.has(path.join(webSrc, `${old}${parts.ext}`))) continue;
    mentions.push({ old, now: `${dir}/${parts.base}${parts.middle}` });
  }
}
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const textExt = /\.(ts|tsx|mts|mjs|js|cjs|json|md|html|css|ya?ml)$/;
const textFiles = walk(root).filter(
  (file) => textExt.test(file) && !file.endsWith('package-lock.json') && path.relative(root, file) !== self,
);

// A file that must keep old names on purpose (the lint rule's failing cases, the record of the rename) says so.
const leaveMarker = 'web-file-names: leave-as-is';
for (const file of textFiles) {
  const before = fs.readFileSync(file, 'utf8');
  if (before.includes(leaveMarker)) continue;
  let after = before;
  if (file.startsWith(webSrc + path.sep) && /\.tsx?$/.test(file)) {
    const fromFile = exists.has(file) ? file : file; // directories never change, so the old path resolves the same
    after = after.replace(specifierPattern, (whole, lead, quote, spec) => {
      const next = renamedSpecifier(fromFile, spec);
      return next ? `${lead}${quote}${next}${quote}` : whole;
    });
  }
  for (const { old, now } of mentions) {
    if (!after.includes(old)) continue;
    after = after.replace(new RegExp(`(?<![\\w-])${escape(old)}(?![\\w-])`, 'g'), now);
  }
  if (after !== before) {
    changes.push(`rewrite ${path.relative(root, file)}`);
    if (!check) fs.writeFileSync(file, after);
  }
}

for (const line of changes) console.log(line);
console.log(changes.length === 0 ? 'web-file-names: nothing to do' : `web-file-names: ${changes.length} change(s)`);
if (check && changes.length > 0) process.exitCode = 1;
