import { expect } from 'vitest';
import type { TestStack } from './test-app.ts';

type Client = ReturnType<TestStack['client']>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The upload alone, as the admin screen sends it: 202 with the queued job (or the refusal). */
export function postReferenceImport(
  client: Client,
  kind: string,
  csv: string,
  name = `${kind}.csv`,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new File([csv], name, { type: 'text/csv' }));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return client.request('POST', '/api/admin/reference-imports', undefined, { form });
}

/** Polls an import job as the screen does until it is done or failed; returns every state seen and the last. */
export async function pollReferenceImport(client: Client, id: string) {
  const seen: Array<{ status: string; done: number; total: number }> = [];
  for (const until = Date.now() + 20_000; Date.now() < until; await sleep(50)) {
    const res = await client.get(`/api/admin/reference-imports/jobs/${id}`);
    expect(res.status).toBe(200);
    seen.push({ status: res.body.status, done: res.body.done, total: res.body.total });
    if (res.body.status === 'done' || res.body.status === 'failed') return { job: res.body, seen };
  }
  throw new Error('import job did not finish');
}

/** Upload, then poll the job to its end: `body` is the report the screen shows (status 200 when the job is done). */
export async function importReference(
  client: Client,
  kind: string,
  csv: string,
  name = `${kind}.csv`,
  fields: Record<string, string> = {},
) {
  const res = await postReferenceImport(client, kind, csv, name, fields);
  if (res.status !== 202) return res;
  const { job } = await pollReferenceImport(client, res.body.id);
  return { status: job.status === 'done' ? 200 : 500, body: job.report, job };
}
