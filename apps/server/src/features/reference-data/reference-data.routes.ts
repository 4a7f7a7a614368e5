import type { Hono } from 'hono';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { AppError, REFERENCE_IMPORT_MAX_BYTES, dataHealthSchema, importReportSchema, isSiteAdmin, referenceKindSchema, importRunListSchema } from '@dugout/domain';
import { referenceImports } from '../../db/schema/index.ts';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, parseOrThrow } from '../../http/route.ts';
import { importReferenceCsv } from './reference-import.service.ts';
import { loadDataHealth } from './data-health.repo.ts';

/** Optional form fields: the source and as-of date cited beside the figures, and the school of a one-team file. */
const importMetaSchema = z.object({
  source: z.string().trim().max(120, 'Source must be at most 120 characters').optional(),
  asOf: z.string().trim().max(40, 'As-of date must be at most 40 characters').optional(),
  schoolId: z.coerce.number({ message: 'School id must be a positive whole number' }).int('School id must be a positive whole number').positive('School id must be a positive whole number').optional(),
});

const ADMIN_ONLY = 'Only site administrators can import reference data.';

/** Reference-data import for site admins (docs/decisions/0009-site-administration.md): multipart CSV upload, same service as `npm run import`. */
export function referenceDataRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    { method: 'post', path: '/api/admin/reference-imports', summary: 'Import a reference CSV (multipart: kind, file); site admins only', tag: 'admin', auth: true, response: importReportSchema },
    async ({ c, deps, actor }) => {
      if (!isSiteAdmin(actor)) throw new AppError('forbidden', ADMIN_ONLY);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new AppError('invalid_input', 'Upload the CSV file as multipart/form-data with the fields kind and file.');
      }
      const kind = parseOrThrow(z.object({ kind: referenceKindSchema }), { kind: form.kind }).kind;
      const file = form.file;
      if (!(file instanceof File)) throw new AppError('invalid_input', 'Please choose a CSV file to import.', { file: 'Please choose a CSV file to import.' });
      if (file.size > REFERENCE_IMPORT_MAX_BYTES) throw new AppError('payload_too_large', 'The file is larger than 20 MB.');
      const csv = await file.text();
      if (csv.includes('\u0000')) throw new AppError('invalid_input', 'The file is not a CSV text file.', { file: 'The file is not a CSV text file.' });
      const meta = parseOrThrow(importMetaSchema, { source: form.source || undefined, asOf: form.asOf || undefined, schoolId: form.schoolId || undefined });
      return importReferenceCsv(deps.db, { kind, csv, fileName: file.name, createdBy: actor.userId, ...meta });
    },
  );

  defineRoute(
    app,
    { method: 'get', path: '/api/admin/reference-imports', summary: 'Recent reference import runs; site admins only', tag: 'admin', auth: true, response: importRunListSchema },
    async ({ deps, actor }) => {
      if (!isSiteAdmin(actor)) throw new AppError('forbidden', ADMIN_ONLY);
      const runs = await deps.db.select().from(referenceImports).orderBy(desc(referenceImports.createdAt)).limit(20);
      return { runs: runs.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  );

  defineRoute(
    app,
    { method: 'get', path: '/api/admin/reference-health', summary: 'Data health: per association, programs with each kind of data; the source of each kind; site admins only', tag: 'admin', auth: true, response: dataHealthSchema },
    async ({ deps, actor }) => {
      if (!isSiteAdmin(actor)) throw new AppError('forbidden', ADMIN_ONLY);
      return loadDataHealth(deps.db);
    },
  );
}
