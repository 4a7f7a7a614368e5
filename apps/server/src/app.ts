import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppBindings } from './http/context.ts';
import type { AppDeps } from './deps-types.ts';
import { apiNotFound, onError } from './http/errors.ts';
import { bodyLimits, originCheck, securityHeaders } from './http/guard.ts';
import { loadActor } from './features/accounts/index.ts';
import { apiDocsRoutes } from './http/api-docs.ts';
import { accountsRoutes } from './features/accounts/index.ts';
import { supportRoutes } from './features/support/index.ts';
import { brandingRoutes } from './features/branding/index.ts';
import { featureRoutes } from './features/index.ts';
import { STRIPE_WEBHOOK_PATH } from './features/subscriptions/index.ts';
import { healthRoutes } from './http/health.ts';
import { compressApi } from './http/compress.ts';
import { loadStaticFiles, sendStaticFile, staticFiles } from './http/static-files.ts';

/** Builds the HTTP app from its dependencies; it does not listen (main.ts and the tests do). */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  app.onError(onError);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', securityHeaders(deps.publicUrl));

  // Before the API's session middleware: liveness does no I/O at all.
  healthRoutes(app);
  const api = new Hono<AppBindings>();
  // API answers are compressed only when it pays; static files never per request (docs/decisions/0028-serving-fast.md).
  api.use('/api/*', compressApi());
  // The request pipeline (ARCHITECTURE.md): origin + content type → body limit → session → route.
  api.use('/api/*', originCheck(deps.publicUrl, { serverToServer: [STRIPE_WEBHOOK_PATH] }));
  api.use(
    '/api/*',
    bodyLimits(deps.env.BODY_LIMIT_BYTES, [
      { path: /^\/api\/profile\/photo$/, maxSize: 'own' },
      { path: /^\/api\/teams\/[^/]+\/logo$/, maxSize: 'own' },
      { path: /^\/api\/admin\/reference-imports$/, maxSize: 'own' },
      // The team's player import: up to IMPORT_MAX_ROWS rows of JSON.
      { path: /^\/api\/teams\/[^/]+\/invites\/import$/, maxSize: 4 * 1024 * 1024 },
    ]),
  );
  api.use('*', loadActor);
  const trustProxy = deps.env.TRUST_PROXY;
  accountsRoutes(api);
  supportRoutes(api);
  brandingRoutes(api);
  featureRoutes(api, { trustProxy });
  apiDocsRoutes(api);
  api.all('/api/*', apiNotFound);
  app.route('/', api);

  app.get('/uploads/*', async (c) => {
    const file = await deps.storage.read(c.req.path.slice('/uploads/'.length));
    if (!file) return c.notFound();
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=3600',
    });
  });

  const dist = deps.webDist;
  if (dist && existsSync(path.join(dist, 'index.html'))) {
    // From memory, with the brotli/gzip copies made at build (http/static-files.ts).
    const files = loadStaticFiles(dist);
    const indexHtml = files.get('/index.html')!;
    app.use('*', staticFiles(files));
    // Every other path is a screen of the single-page app (its router shows the not-found page for unknown paths).
    app.get('*', (c) => sendStaticFile(c, indexHtml, 'no-cache'));
  } else {
    app.get('*', (c) => c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503));
  }
  return app;
}
