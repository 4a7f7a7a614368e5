import type { Hono } from 'hono';
import { z } from 'zod';
import {
  REFERENCE_IMPORT_MAX_BYTES,
  dataHealthSchema,
  importJobSchema,
  importRunListSchema,
  referenceKindSchema,
} from '@dugout/domain/reference-data';
import { AppError } from '@dugout/domain/shared';
import { listImportRuns } from './import-runs.repo.ts';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, parseOrThrow, uuidPathParam } from '../../http/route.ts';
import { uploadLimit } from '../../http/guard.ts';
import { findJob } from '../../services/jobs/queue.ts';
import { enqueueImport, IMPORT_JOB, importJobView } from './reference-import-job.ts';
import { loadDataHealth } from './data-health.repo.ts';
import { siteAdmin } from '../../access/rules.ts';

/** Optional form fields: the source and as-of date cited beside the figures, and the school of a one-team file. */
const importMetaSchema = z.object({
  source: z.string().trim().max(120, 'Source must be at most 120 characters').optional(),
  asOf: z.string().trim().max(40, 'As-of date must be at most 40 characters').optional(),
  schoolId: z.coerce
    .number({ message: 'School id must be a positive whole number' })
    .int('School id must be a positive whole number')
    .positive('School id must be a positive whole number')
    .optional(),
});

const IMPORT_NOT_FOUND = 'Import not found.';
const FILE_TOO_LARGE = 'The file is larger than 20 MB.';

/**
 * Reference-data import for site admins (docs/decisions/0009-site-administration.md): a multipart CSV upload is checked,
 * stored and imported by a durable `reference-import` job (docs/decisions/0022-one-job-loop.md) with the same service as
 * `npm run import`; the screen polls the job for rows done / total and then its report.
 */
export function referenceDataRoutes(app: Hono<AppBindings>) {
  app.post('/api/admin/reference-imports', uploadLimit(REFERENCE_IMPORT_MAX_BYTES, FILE_TOO_LARGE, siteAdmin));
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/admin/reference-imports',
      summary: 'Queue the import of a reference CSV (multipart: kind, file); 202 with the job; site admins only',
      tag: 'admin',
      authorize: siteAdmin,
      status: 202,
      response: importJobSchema,
    },
    async ({ c, deps, actor }) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new AppError(
          'invalid_input',
          'Upload the CSV file as multipart/form-data with the fields kind and file.',
        );
      }
      const kind = parseOrThrow(z.object({ kind: referenceKindSchema }), { kind: form.kind }).kind;
      const file = form.file;
      if (!(file instanceof File))
        throw new AppError('invalid_input', 'Please choose a CSV file to import.', {
          file: 'Please choose a CSV file to import.',
        });
      if (file.size > REFERENCE_IMPORT_MAX_BYTES) throw new AppError('payload_too_large', FILE_TOO_LARGE);
      const csv = await file.text();
      if (csv.includes('\u0000'))
        throw new AppError('invalid_input', 'The file is not a CSV text file.', {
          file: 'The file is not a CSV text file.',
        });
      const meta = parseOrThrow(importMetaSchema, {
        source: form.source || undefined,
        asOf: form.asOf || undefined,
        schoolId: form.schoolId || undefined,
      });
      const id = await enqueueImport(deps.db, { kind, fileName: file.name, createdBy: actor.userId, ...meta }, csv);
      const queued = importJobView((await findJob(deps.db, id))!);
      deps.jobs.kick();
      return queued;
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/reference-imports/jobs/:id',
      params: z.object({ id: uuidPathParam(IMPORT_NOT_FOUND) }),
      summary: 'An uploaded import: status, rows done / total, and the report when done; site admins only',
      tag: 'admin',
      authorize: siteAdmin,
      response: importJobSchema,
    },
    async ({ deps, params }) => {
      const job = await findJob(deps.db, params.id);
      if (!job || job.kind !== IMPORT_JOB) throw new AppError('not_found', IMPORT_NOT_FOUND);
      return importJobView(job);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/reference-imports',
      summary: 'Recent reference import runs; site admins only',
      tag: 'admin',
      authorize: siteAdmin,
      response: importRunListSchema,
    },
    async ({ deps }) => {
      const runs = await listImportRuns(deps.db, 20);
      return { runs: runs.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/reference-health',
      summary:
        'Data health: per association, programs with each kind of data; the source of each kind; site admins only',
      tag: 'admin',
      authorize: siteAdmin,
      response: dataHealthSchema,
    },
    async ({ deps }) => {
      return loadDataHealth(deps.db);
    },
  );
}
