/**
 * "Where the time goes" (BENCH_PROFILE=1, bench/sections/server.ts): the app runs with `--cpu-prof` (V8's sampling
 * profiler, written when the app exits), the bench notes when each screen's load ran, and this file sums the samples
 * of each window by category of the sampled function's source file (its self time). V8's sample times are
 * CLOCK_MONOTONIC microseconds, the clock of `process.hrtime` in the bench's own process, so the windows line up.
 * Functions without a file (V8 builtins, natives) count for the nearest caller that has one; JSON.stringify is such a
 * builtin, so the JSON share is the self time of http/compress.ts's jsonAnswer (which does little else).
 * The app runs from its TypeScript sources (tsx) here: the compiled bundle is one file, with no paths to sort by.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Now on V8's profile clock (µs). */
export const profileClockUs = () => Number(process.hrtime.bigint() / 1000n);

/** The categories, in the order they are printed; `idle` is left out of the shares. */
export const CATEGORIES = [
  'session + access',
  'SQL (driver, drizzle, PGlite)',
  'row mapping',
  'response validation (zod)',
  'JSON',
  'gzip',
  'framework (Hono, route pipeline)',
  'web Request/Response (undici)',
  'socket writes (system calls)',
  "file system (PGlite's files)",
  'node HTTP + streams',
  'screen logic (features, domain)',
  'GC',
  'other',
] as const;
export type Category = (typeof CATEGORIES)[number] | 'idle' | null;

/** A frame's category from its file and function name; null: none of its own (a builtin: its caller's). */
export function categoryOf(url: string, fn: string): Category {
  if (fn === '(idle)') return 'idle';
  if (fn === '(garbage collector)') return 'GC';
  if (fn === '(program)' || fn === '(root)') return 'other';
  if (!url) return null;
  // node's socket writes (the native write below them is a builtin, counted here): the time is mostly the kernel's
  // (loopback TCP), the same for every server on the machine
  if (url === 'node:internal/stream_base_commons') return 'socket writes (system calls)';
  // PGlite's WebAssembly file system reads and writes its data files through node's fs (until docs/decisions/0077,
  // also an fstat for each relation's length on every scan); nothing else reads files while the screens are under load
  if (/^node:(fs|internal\/fs\/)/.test(url)) return "file system (PGlite's files)";
  // PGlite's PostgreSQL is WebAssembly: its frames have wasm:// addresses.
  if (url.startsWith('wasm://')) return 'SQL (driver, drizzle, PGlite)';
  if (
    /\/features\/accounts\/(session|accounts\.repo)\.ts|\/src\/access\/|\/domain\/src\/access\/|^node:crypto|internal\/crypto/.test(
      url,
    )
  )
    return 'session + access';
  if (/\/http\/compress\.ts/.test(url) && fn === 'jsonAnswer') return 'JSON';
  // the bare twin's own code (bench/lib): its JSON answer, and its screens (rows into the answer)
  if (/\/bench\/lib\/json-answer\.ts/.test(url) && fn === 'sendJson') return 'JSON';
  if (/\/bench\/lib\/bare-server\.mjs/.test(url)) return 'screen logic (features, domain)';
  if (/^node:zlib|internal\/zlib/.test(url)) return 'gzip';
  if (/node_modules\/zod\//.test(url)) return 'response validation (zod)';
  if (/node_modules\/drizzle-orm\//.test(url) && /^map(Result|Relational)Row$|^decoder|mapFromDriverValue/.test(fn))
    return 'row mapping';
  if (/node_modules\/pg-types\/|node_modules\/postgres-(date|array|interval|bytea)\//.test(url)) return 'row mapping';
  if (/\/src\/db\//.test(url)) return 'row mapping';
  if (/node_modules\/(pg|pg-protocol|pg-pool|pg-connection-string|drizzle-orm|@electric-sql)\//.test(url))
    return 'SQL (driver, drizzle, PGlite)';
  if (/node_modules\/(hono|@hono)\/|\/apps\/server\/src\/http\//.test(url)) return 'framework (Hono, route pipeline)';
  if (/^node:internal\/deps\/undici/.test(url)) return 'web Request/Response (undici)';
  if (url.startsWith('node:')) return 'node HTTP + streams';
  if (/\/apps\/server\/src\/|\/packages\/domain\/src\//.test(url)) return 'screen logic (features, domain)';
  return 'other';
}

export interface WindowShares {
  /** CPU samples' time in the window (ms), idle excluded. */
  busyMs: number;
  byCategory: Record<string, number>;
  /** self time (ms) by source file and function ('(builtin)' for those without a file) */
  byFile: Record<string, number>;
}

/** Sums the profile's samples of each window [startUs, endUs) by category (ms of self time). */
export function sharesByWindow(file: string, windows: Array<{ startUs: number; endUs: number }>): WindowShares[] {
  const p = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map<number, Exclude<Category, null>>();
  const resolve = (id: number): Exclude<Category, null> => {
    const hit = memo.get(id);
    if (hit) return hit;
    const n = byId.get(id)!;
    const own = categoryOf(n.callFrame.url, n.callFrame.functionName);
    const up = parent.get(id);
    const c = own ?? (up === undefined ? 'other' : resolve(up));
    memo.set(id, c);
    return c;
  };
  const out = windows.map(() => ({
    busyMs: 0,
    byCategory: {} as Record<string, number>,
    byFile: {} as Record<string, number>,
  }));
  let t = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i]!;
    // A sample stands for the interval up to the next one.
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
    const w = windows.findIndex((x) => t >= x.startUs && t < x.endUs);
    if (w < 0) continue;
    const c = resolve(p.samples[i]!);
    if (c === 'idle') continue;
    out[w]!.busyMs += dt;
    out[w]!.byCategory[c] = (out[w]!.byCategory[c] ?? 0) + dt;
    const n = byId.get(p.samples[i]!)!.callFrame;
    const file = `${n.url.replace(/^file:\/\/.*?\/(node_modules|apps|packages)\//, '$1/') || '(builtin)'} ${n.functionName}`;
    out[w]!.byFile[file] = (out[w]!.byFile[file] ?? 0) + dt;
  }
  return out;
}
