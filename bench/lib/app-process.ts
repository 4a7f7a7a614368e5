/**
 * The app as `npm start` runs it, in a process of its own (so the load generator never shares its thread): the
 * compiled server (`npm run build` → apps/server/dist/main.js) when it exists, otherwise the TypeScript sources
 * through tsx (BENCH_APP=tsx forces that).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';

export const compiledMain = 'apps/server/dist/main.js';

export function appCommand(tsx = process.env.BENCH_APP === 'tsx'): { args: string[]; label: string } {
  if (!tsx && existsSync(compiledMain))
    return { args: ['--no-warnings', compiledMain], label: 'compiled (node apps/server/dist/main.js)' };
  return {
    args: ['--no-warnings', '--import', 'tsx', 'apps/server/src/main.ts'],
    label: tsx ? 'TypeScript through tsx' : 'TypeScript through tsx (no compiled build found)',
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (probe.address() as { port: number }).port;
      probe.close(() => resolve(p));
    });
  });
}

export interface AppProcess {
  url: string;
  port: number;
  pid: number;
  /** ms from spawn to the first answer of /api/ready */
  startMs: number;
  /** CPU time (ms) used so far (user + system, /proc). */
  cpuMs(): number;
  /** Resident set size in MB (/proc). */
  rssMb(): number;
  stop(): Promise<void>;
  proc: ChildProcess;
}

export function procCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export function procRssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Waits until the process has used less than 50 ms of CPU in a second (background start-up work done). */
export async function waitIdle(pid: number, maxSeconds = 120) {
  for (let last = procCpuMs(pid), i = 0; i < maxSeconds; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = procCpuMs(pid);
    if (now - last < 50) return;
    last = now;
  }
}

/** `opts.nodeArgs`: more of node's options (`--cpu-prof`); `opts.tsx`: from the TypeScript sources even when built. */
export async function startApp(
  env: Record<string, string | undefined>,
  opts: { nodeArgs?: string[]; tsx?: boolean } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !['DATABASE_URL', 'DATABASE_READ_URL', 'REDIS_URL', 'S3_ENDPOINT', 'NODE_OPTIONS'].includes(k),
    ),
  );
  const t0 = performance.now();
  const proc = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...appCommand(opts.tsx).args], {
    env: { ...base, PORT: String(port), LOG_LEVEL: 'silent', PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let startMs: number;
  for (;;) {
    if (proc.exitCode != null) throw new Error(`the app stopped at start-up (exit ${proc.exitCode})`);
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      startMs = performance.now() - t0;
      break;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const pid = proc.pid!;
  return {
    url,
    port,
    pid,
    startMs,
    proc,
    cpuMs: () => procCpuMs(pid),
    rssMb: () => procRssMb(pid),
    stop: async () => {
      if (proc.exitCode != null) return;
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
    },
  };
}
