import type { Logger } from '../../logger.ts';

/**
 * Work the runner polls (docs/decisions/0022-one-job-loop.md): the `jobs` table (queue.ts) and the mail outbox
 * (services/mail/outbox-sender.ts). `runOnce` claims due work with `claimLeased` (claim.ts) and runs it.
 */
export interface WorkSource {
  /** For logs and for `kick(name)`. */
  name: string;
  /** How often to look for due work when nobody kicks. */
  pollMs: number;
  /** Claims due work and runs it; truthy (true or a count above 0) when it found some, and the runner asks again at once. */
  runOnce(): Promise<boolean | number>;
  /** After the loop stopped and the work in flight finished (e.g. close the SMTP transport). */
  close?(): void | Promise<void>;
}

export interface Runner {
  add(source: WorkSource): void;
  start(): void;
  /** Look now instead of at the next poll: one source by name, or all. */
  kick(name?: string): void;
  /** Stops every loop and waits for the work in flight. */
  stop(): Promise<void>;
  /** Tests: stop scheduling at once without waiting (a crashed process). */
  halt(): void;
}

/**
 * The one poll loop of a process. Each source gets its own schedule, so a long job (a re-score) never holds the
 * mail, but the loop — poll every `pollMs`, run at once on a kick, ask again while work is found, never two runs
 * of one source at once in this process — is this code only.
 */
export function createRunner(logger: Logger): Runner {
  const loops: Array<{ source: WorkSource; kick(): void; start(): void; stop(): Promise<void>; halt(): void }> = [];
  let started = false;

  function loopOf(source: WorkSource) {
    let active = false;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let again = false;

    function schedule(ms: number) {
      if (!active) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(tick, ms);
      timer.unref();
    }

    function tick() {
      timer = null;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        while (active && (await source.runOnce()));
      })()
        .catch((err: unknown) => logger.error({ err, source: source.name }, 'background work failed'))
        .finally(() => {
          running = null;
          const now = again;
          again = false;
          schedule(now ? 0 : source.pollMs);
        });
    }

    const halt = () => {
      active = false;
      if (timer) clearTimeout(timer);
      timer = null;
    };
    return {
      source,
      start() {
        if (active) return;
        active = true;
        schedule(0);
      },
      kick() {
        if (!active) return;
        if (running) again = true;
        else schedule(0);
      },
      halt,
      async stop() {
        halt();
        await running;
        await source.close?.();
      },
    };
  }

  return {
    add(source) {
      const loop = loopOf(source);
      loops.push(loop);
      if (started) loop.start();
    },
    start() {
      started = true;
      for (const l of loops) l.start();
    },
    kick(name) {
      for (const l of loops) if (!name || l.source.name === name) l.kick();
    },
    async stop() {
      started = false;
      await Promise.all(loops.map((l) => l.stop()));
    },
    halt() {
      started = false;
      for (const l of loops) l.halt();
    },
  };
}
