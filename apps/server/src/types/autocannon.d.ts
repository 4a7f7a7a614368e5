/** autocannon ships no types: the part `npm run bench` uses. */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    errors: number;
    non2xx: number;
  }
  export default function autocannon(opts: Options): Promise<Result>;
}
