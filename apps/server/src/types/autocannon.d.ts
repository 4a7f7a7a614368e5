/** autocannon ships no types: the part `npm run bench` uses. */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests (instead of `duration`). */
    amount?: number;
    headers?: Record<string, string>;
    /** Sent in turn on each connection. */
    requests?: Array<{ method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }>;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p90: number; p99: number; max: number; average: number };
    errors: number;
    non2xx: number;
  }
  export default function autocannon(opts: Options): Promise<Result>;
}
