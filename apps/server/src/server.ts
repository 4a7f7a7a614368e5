import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.ts';
import { answerMemo } from './http/answer-memo.ts';
import type { AppDeps } from './deps-types.ts';

/** Listens first (so a port of 0 gets a real port and PUBLIC_URL can default to it), then serves the app. */
export async function listen(
  port: number,
  makeDeps: (publicUrl: string) => AppDeps,
  publicUrl?: string,
): Promise<{ server: Server; deps: AppDeps; url: string }> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  const url = publicUrl ?? `http://localhost:${actual}`;
  const deps = makeDeps(url);
  const app = createApp(deps);
  const handle = getRequestListener(app.fetch);
  // Public reference answers the app has prepared are answered here, before the framework (http/answer-memo.ts).
  const memo = answerMemo(deps);
  server.on('request', (req, res) => {
    if (!memo.serve(req, res)) void handle(req, res);
  });
  return { server, deps, url: `http://localhost:${actual}` };
}
