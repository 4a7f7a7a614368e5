import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ImportJob,
  type ReferenceKind,
  dataHealthSchema,
  importJobSchema,
  importRunListSchema,
} from '@dugout/domain/reference-data';
import { apiGet, parseResponse } from '@/lib/api';
import { schoolOptionKeys } from '@/lib/keys';
import { adminKeys } from '@/features/admin/api/keys';
import { collegeKeys } from '@/features/colleges/api/keys';
import { referenceImportKeys } from './keys';

export type { ImportRun } from '@dugout/domain/reference-data';

/**
 * Uploads one CSV with upload progress (XMLHttpRequest reports upload progress; fetch does not).
 * Resolves with the queued import job (202; the server imports it in the background, docs/decisions/0022-one-job-loop.md);
 * rejects with the server's message.
 */
export interface UploadMeta {
  source?: string;
  asOf?: string;
  schoolId?: string;
}
export function uploadReferenceCsv(
  kind: ReferenceKind,
  file: File,
  onProgress?: (fraction: number) => void,
  meta: UploadMeta = {},
): Promise<ImportJob> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', file);
    for (const [k, v] of Object.entries(meta)) if (v?.trim()) form.set(k, v.trim());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/reference-imports');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(parseResponse('POST /api/admin/reference-imports', importJobSchema, body));
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      } else
        reject(
          new Error(
            (body as { error?: { message?: string } } | null)?.error?.message ?? 'An unexpected error occurred',
          ),
        );
    };
    xhr.onerror = () => reject(new Error('Cannot reach the server. Check your connection and try again.'));
    xhr.send(form);
  });
}

export const useUploadReferenceCsv = (onProgress?: (fraction: number) => void) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, meta }: { kind: ReferenceKind; file: File; meta?: UploadMeta }) =>
      uploadReferenceCsv(kind, file, onProgress, meta),
    onSettled: () => void qc.invalidateQueries({ queryKey: adminKeys.list('jobs') }),
  });
};

/**
 * GET /api/admin/reference-imports/jobs/:id — polled every second while the import is queued or running; once it is
 * done or failed, the recent imports, data health and the cached college pages are refreshed.
 */
export function useImportJob(id: string | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: referenceImportKeys.job(id),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const job = await apiGet(`/api/admin/reference-imports/jobs/${id}`, importJobSchema, undefined, signal);
      if (job.status === 'done' || job.status === 'failed') {
        void qc.invalidateQueries({ queryKey: referenceImportKeys.runs() });
        void qc.invalidateQueries({ queryKey: referenceImportKeys.health() });
        void qc.invalidateQueries({ queryKey: adminKeys.list('jobs') });
        // Profiles and search cite the sources: refresh what is cached.
        void qc.invalidateQueries({ queryKey: collegeKeys.all });
        void qc.invalidateQueries({ queryKey: schoolOptionKeys.all });
      }
      return job;
    },
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data && (q.state.data.status === 'done' || q.state.data.status === 'failed') ? false : 1_000,
  });
}

export const importRunsQuery = queryOptions({
  queryKey: referenceImportKeys.runs(),
  queryFn: ({ signal }) => apiGet('/api/admin/reference-imports', importRunListSchema, undefined, signal),
  staleTime: 0,
});
export const useImportRuns = () => useQuery(importRunsQuery);

export const dataHealthQuery = queryOptions({
  queryKey: referenceImportKeys.health(),
  queryFn: ({ signal }) => apiGet('/api/admin/reference-health', dataHealthSchema, undefined, signal),
  staleTime: 0,
});
export const useDataHealth = () => useQuery(dataHealthQuery);
