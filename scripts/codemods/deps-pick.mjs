#!/usr/bin/env node
/**
 * Services take what they use (docs/decisions/0056-files-a-newcomer-can-hold.md): a server function whose parameter
 * is typed `AppDeps` but reads only some of it gets `Pick<AppDeps, 'db' | …>` instead. Types only; nothing changes at
 * run time. Re-runnable: run it after a merge brings new `deps: AppDeps` parameters, then `npm run typecheck`.
 *
 * What a parameter needs: every `deps.x` it reads, every `const { x } = deps`, and what each function it is passed to
 * needs (that function's own need when it is converted too — found by iterating to a fixed point — else the
 * properties of the parameter type it declares). A parameter that escapes in any other way (stored in an object,
 * returned, captured by a closure that is handed on) keeps the whole `AppDeps`. Test files and the fit feature (its
 * owner changes it) are left alone; `import type { AppDeps }` moves to the leaf deps-types.ts.
 *
 *   node scripts/codemods/deps-pick.mjs [--check]
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'apps/server');
const check = process.argv.includes('--check');
const skip = (file) => file.endsWith('.test.ts') || file.includes('/features/fit/') || file.includes('/test/');

const configPath = path.join(serverDir, 'tsconfig.json');
const config = ts.getParsedCommandLineOfConfigFile(
  configPath,
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
);
const program = ts.createProgram(config.fileNames, config.options);
const checker = program.getTypeChecker();

const depsTypes = program.getSourceFile(path.join(serverDir, 'src/deps-types.ts'));
const appDepsDecl = depsTypes?.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'AppDeps');
if (!appDepsDecl) throw new Error('apps/server/src/deps-types.ts must declare interface AppDeps');
const allKeys = appDepsDecl.members.map((m) => m.name.getText());

/** Parameters typed exactly `AppDeps`, in functions of non-test server files. */
const params = new Map(); // ParameterDeclaration -> { direct:Set, edges:Set<Parameter>, whole:boolean }
for (const sf of program.getSourceFiles()) {
  if (!sf.fileName.startsWith(path.join(serverDir, 'src')) || skip(sf.fileName)) continue;
  const visit = (node) => {
    if (
      ts.isParameter(node) &&
      node.type &&
      ts.isTypeReferenceNode(node.type) &&
      node.type.typeName.getText() === 'AppDeps' &&
      !node.type.typeArguments &&
      ts.isIdentifier(node.name) &&
      node.parent &&
      (ts.isFunctionDeclaration(node.parent) ||
        ts.isArrowFunction(node.parent) ||
        ts.isFunctionExpression(node.parent) ||
        ts.isMethodDeclaration(node.parent)) &&
      node.parent.body
    )
      params.set(node, { direct: new Set(), edges: new Set(), whole: false });
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

const keysOfType = (type) => checker.getPropertiesOfType(type).map((p) => p.name);

for (const [param, need] of params) {
  const symbol = checker.getSymbolAtLocation(param.name);
  const body = param.parent; // the body and the other parameters' defaults
  const visit = (node) => {
    if (ts.isIdentifier(node) && node !== param.name && checker.getSymbolAtLocation(node) === symbol) use(node);
    ts.forEachChild(node, visit);
  };
  const use = (id) => {
    const parent = id.parent;
    if (ts.isPropertyAccessExpression(parent) && parent.expression === id) return need.direct.add(parent.name.text);
    if (ts.isVariableDeclaration(parent) && parent.initializer === id && ts.isObjectBindingPattern(parent.name)) {
      for (const el of parent.name.elements) {
        if (el.dotDotDotToken) return (need.whole = true);
        need.direct.add((el.propertyName ?? el.name).getText());
      }
      return;
    }
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments?.includes(id)) {
      const index = parent.arguments.indexOf(id);
      const signature = checker.getResolvedSignature(parent);
      const target = signature?.getDeclaration()?.parameters?.[index];
      if (target && params.has(target)) return need.edges.add(target);
      const paramSymbol = signature?.parameters[Math.min(index, (signature?.parameters.length ?? 1) - 1)];
      if (!paramSymbol) return (need.whole = true);
      const type = checker.getTypeOfSymbolAtLocation(paramSymbol, parent);
      const keys = keysOfType(type).filter((k) => allKeys.includes(k));
      if (keys.length === 0) return (need.whole = true);
      for (const k of keys) need.direct.add(k);
      return;
    }
    need.whole = true;
  };
  visit(body);
}

// Fixed point: a parameter needs what the parameters it is passed to need.
for (let changed = true; changed;) {
  changed = false;
  for (const need of params.values()) {
    for (const edge of need.edges) {
      const other = params.get(edge);
      if (other.whole && !need.whole) {
        need.whole = true;
        changed = true;
      }
      for (const k of other.direct)
        if (!need.direct.has(k)) {
          need.direct.add(k);
          changed = true;
        }
    }
  }
}

// Rewrite, file by file, from the end so offsets stay valid.
const edits = new Map(); // fileName -> [{ start, end, text }]
let narrowed = 0;
let kept = 0;
for (const [param, need] of params) {
  const keys = [...need.direct].filter((k) => allKeys.includes(k)).sort();
  if (need.whole || keys.length === 0 || keys.length === allKeys.length) {
    kept++;
    continue;
  }
  narrowed++;
  const sf = param.getSourceFile();
  const list = edits.get(sf.fileName) ?? [];
  list.push({
    start: param.type.getStart(sf),
    end: param.type.getEnd(),
    text: `Pick<AppDeps, ${keys.map((k) => `'${k}'`).join(' | ')}>`,
  });
  edits.set(sf.fileName, list);
}

const changedFiles = [];
for (const sf of program.getSourceFiles()) {
  const file = sf.fileName;
  if (!file.startsWith(path.join(serverDir, 'src')) || skip(file)) continue;
  let text = sf.getFullText();
  const before = text;
  for (const e of (edits.get(file) ?? []).sort((a, b) => b.start - a.start))
    text = text.slice(0, e.start) + e.text + text.slice(e.end);
  // The type comes from the leaf file (deps.ts builds the value and imports services).
  text = text.replace(
    /import type \{ AppDeps \} from '((?:\.\.?\/)+)deps\.ts';/g,
    (_, up) => `import type { AppDeps } from '${up}deps-types.ts';`,
  );
  if (text !== before) {
    changedFiles.push(path.relative(root, file));
    if (!check) fs.writeFileSync(file, text);
  }
}

for (const f of changedFiles) console.log(`rewrite ${f}`);
console.log(
  `deps-pick: ${params.size} AppDeps parameters, ${narrowed} narrowed to a Pick, ${kept} keep AppDeps; ${changedFiles.length} file(s)`,
);
if (check && changedFiles.length > 0) process.exitCode = 1;
