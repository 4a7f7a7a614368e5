// @ts-check
/**
 * Dugout's own lint rules (docs/decisions/0056-files-a-newcomer-can-hold.md). Neither eslint-plugin-check-file nor
 * eslint-plugin-unicorn nor eslint-plugin-import-x is installed, and each of these two rules is a few lines that know
 * the web app's layout, so they live here instead of in a new dependency.
 */
import path from 'node:path';

const webSrc = path.resolve(import.meta.dirname, '../../apps/web/src');

/** @param {string} file */
const insideWebSrc = (file) => {
  const rel = path.relative(webSrc, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : null;
};

const pascal = /^[A-Z][A-Za-z0-9]*$/;
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Web file names: a `.tsx` file is PascalCase (named after what it renders), a `.ts` file kebab-case; the suffixes
 * after the first dot are kebab-case (`CollegeSearchCard.dom.test.tsx`, `fit.api.ts`). `main.tsx` (the Vite entry)
 * is the one exception. `node scripts/codemods/web-file-names.mjs` renames what does not follow it.
 * @type {import('eslint').Rule.RuleModule}
 */
const webFileName = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      name: "Web file names: a .tsx file is PascalCase, a .ts file kebab-case (docs/decisions/0056-files-a-newcomer-can-hold.md): call this one '{{wanted}}' (node scripts/codemods/web-file-names.mjs renames and rewrites imports).",
    },
  },
  create(context) {
    const rel = insideWebSrc(context.filename);
    if (!rel || rel === 'main.tsx') return {};
    const name = path.posix.basename(rel);
    const first = name.indexOf('.');
    const last = name.lastIndexOf('.');
    const ext = name.slice(last);
    if (first <= 0 || !['.ts', '.tsx'].includes(ext)) return {};
    const base = name.slice(0, first);
    const middle = name.slice(first + 1, last);
    const baseOk = ext === '.tsx' ? pascal.test(base) : kebab.test(base);
    const middleOk = middle === '' || middle.split('.').every((m) => kebab.test(m) || m === 'd');
    if (baseOk && middleOk) return {};
    const words = base
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .split(/[\s_-]+/)
      .filter(Boolean);
    const wanted =
      (ext === '.tsx'
        ? words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')
        : words.map((w) => w.toLowerCase()).join('-')) + name.slice(first).toLowerCase();
    return {
      Program(node) {
        context.report({ node, messageId: 'name', data: { wanted } });
      },
    };
  },
};

/**
 * A web feature reaches another feature only through that feature's `api/` folder (its hooks, queries and key
 * factories); components, routes and helpers stay private to their feature, and app/ composes features into pages.
 * @type {import('eslint').Rule.RuleModule}
 */
const webFeatureImports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      deep: "A web feature imports another feature only through its api/ folder (docs/decisions/0056-files-a-newcomer-can-hold.md): '{{source}}' reaches into {{other}}'s {{part}}. Let app/ compose the two, or move what both need to the other feature's api/ (or to components/ or lib/).",
    },
  },
  create(context) {
    const rel = insideWebSrc(context.filename);
    const match = rel?.match(/^features\/([^/]+)\//);
    if (!rel || !match) return {};
    const own = match[1];
    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('@/')) target = spec.slice(2);
      else if (spec.startsWith('./') || spec.startsWith('../'))
        target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec));
      else return;
      const parts = target.split('/');
      if (parts[0] !== 'features' || !parts[1] || parts[1] === own) return;
      if (parts[2] === 'api' && parts.length > 3) return;
      context.report({
        node: source,
        messageId: 'deep',
        data: { source: spec, other: parts[1], part: parts[2] ? `${parts[2]}/` : 'index' },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'web-file-name': webFileName, 'web-feature-imports': webFeatureImports } };
