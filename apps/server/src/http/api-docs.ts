import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppBindings } from './context.ts';
import { openApiDocument, registeredRoutes } from './route.ts';

/**
 * `/api/docs`: Swagger UI over the OpenAPI document, served from the app's own `swagger-ui-dist` package (no CDN,
 * nothing fetched from another host), so the page runs under a `script-src 'self'` policy with no inline script
 * (docs/decisions/0044-hostile-input-and-faults.md). The files are read at the first request, not at start.
 */
const ASSETS = '/api/docs/assets';
const files: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};
/** The start script, a file of its own: the policy allows no inline script. */
const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true });
});
`;
export const API_DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Dugout API</title>
    <link rel="stylesheet" href="${ASSETS}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${ASSETS}/swagger-ui-bundle.js"></script>
    <script src="${ASSETS}/init.js"></script>
  </body>
</html>
`;

const loaded = new Map<string, Promise<Buffer>>();
let distDir: string | undefined;
function asset(name: string) {
  distDir ??= path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  let file = loaded.get(name);
  if (!file) {
    file = readFile(path.join(distDir, name));
    file.catch(() => loaded.delete(name));
    loaded.set(name, file);
  }
  return file;
}

/** Registered last on the API app: the document lists the routes defineRoute registered on `app` before it. */
export function apiDocsRoutes(app: Hono<AppBindings>) {
  app.get('/api/docs/openapi.json', (c) => c.json(openApiDocument(registeredRoutes(app))));
  app.get('/api/docs', (c) => c.html(API_DOCS_HTML));
  app.get(`${ASSETS}/init.js`, (c) => c.body(INIT, 200, { 'Content-Type': files['swagger-ui-bundle.js']! }));
  app.get(`${ASSETS}/:file`, async (c) => {
    const name = c.req.param('file');
    const type = Object.hasOwn(files, name) ? files[name] : undefined;
    if (!type) return c.notFound();
    return c.body(new Uint8Array(await asset(name)), 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=3600',
    });
  });
}
