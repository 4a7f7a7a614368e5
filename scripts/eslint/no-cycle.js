// @ts-check
/**
 * `dugout/no-cycle`: no module imports a module that imports it back, through any path, type-only imports included
 * (docs/decisions/0053-no-cycles-one-manifest-per-feature.md).
 *
 * It is `import-x/no-cycle` (eslint-plugin-import-x) on the plugin's own module map and resolvers, with one difference:
 * import-x skips `import type` and type-only specifiers unconditionally (no option turns that off), and a circle of
 * types is the one that hides a layering mistake (a lower floor naming the composition root's types). External
 * packages are not followed.
 */
import { ModuleInfo } from 'eslint-plugin-import-x/core/index';
import { isExternalModule, moduleVisitor, resolve } from 'eslint-plugin-import-x/utils';

/** Files already searched from the file being linted (import-x's own optimisation: one search per reachable file). */
const traversed = new Set();

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Forbid a module from importing a module with a dependency path back to itself, types included.',
    },
    schema: [],
    messages: {
      cycle:
        'Import cycle: this import leads back to this file (docs/decisions/0053-no-cycles-one-manifest-per-feature.md).',
      cycleSource:
        'Import cycle via {{source}}: it leads back to this file (docs/decisions/0053-no-cycles-one-manifest-per-feature.md).',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    /** @type {any} */
    const ctx = context;
    const external = (/** @type {string} */ name) => isExternalModule(name, resolve(name, ctx), ctx);
    return {
      ...moduleVisitor((sourceNode, importer) => {
        const value = String(sourceNode.value);
        if (external(value)) return;
        const imported = ModuleInfo.get(value, ctx);
        if (imported == null || imported.path === filename || traversed.has(imported.path)) return;
        traversed.add(imported.path);
        /** @type {Array<{ path: string; info: () => ModuleInfo | null; route: Array<{ value: unknown; loc: { start: { line: number } } }> }>} */
        const queue = [{ path: imported.path, info: () => imported, route: [] }];
        while (queue.length > 0) {
          const next = /** @type {(typeof queue)[number]} */ (queue.shift());
          const m = next.info();
          if (m == null) continue;
          for (const [path, { resolve: info, declarations }] of m.getImports()) {
            if (traversed.has(path)) continue;
            const followed = [...declarations].filter(({ source }) => !external(String(source.value)));
            if (followed.length === 0) continue;
            if (path === filename) {
              // The files still queued may lead back through another import of this file: search them again then.
              for (const pending of queue) traversed.delete(pending.path);
              context.report({
                node: /** @type {any} */ (importer),
                messageId: next.route.length > 0 ? 'cycleSource' : 'cycle',
                data: { source: next.route.map((s) => `${String(s.value)}:${s.loc.start.line}`).join(' → ') },
              });
              return;
            }
            traversed.add(path);
            queue.push({ path, info, route: [...next.route, /** @type {any} */ (followed[0]).source] });
          }
        }
      }, /** @type {any} */ (context.options[0])),
      'Program:exit'() {
        traversed.clear();
      },
    };
  },
};
