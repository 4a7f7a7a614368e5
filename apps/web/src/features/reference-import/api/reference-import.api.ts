import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ImportReport, type ReferenceKind, dataHealthSchema, importReportSchema, importRunListSchema } from '@dugout/domain';
import { apiGet, parseResponse } from '@/lib/api';

export type { ImportRun } from '@dugout/domain';

/**
 * Uploads one CSV with upload progress (XMLHttpRequest reports upload progress; fetch does not).
 * Resolves with the import report; rejects with the server's message.
 */
export interface UploadMeta { source?: string; asOf?: string; schoolId?: string }
export function uploadReferenceCsv(kind: ReferenceKind, file: File, onProgress?: (fraction: number) => void, meta: UploadMeta = {}): Promise<ImportReport> {
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
          resolve(parseResponse('POST /api/admin/reference-imports', importReportSchema, body));
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      }
      else reject(new Error((body as { error?: { message?: string } } | null)?.error?.message ?? 'An unexpected error occurred'));
    };
    xhr.onerror = () => reject(new Error('Cannot reach the server. Check your connection and try again.'));
    xhr.send(form);
  });
}

export const useUploadReferenceCsv = (onProgress?: (fraction: number) => void) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, meta }: { kind: ReferenceKind; file: File; meta?: UploadMeta }) => uploadReferenceCsv(kind, file, onProgress, meta),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['reference-import'] });
      // Profiles and search cite the sources: refresh what is cached.
      void qc.invalidateQueries({ queryKey: ['colleges'] });
    },
  });
};

export const importRunsQuery = queryOptions({
  queryKey: ['reference-import', { runs: true }],
  queryFn: ({ signal }) => apiGet('/api/admin/reference-imports', importRunListSchema, undefined, signal),
  staleTime: 0,
});
export const useImportRuns = () => useQuery(importRunsQuery);

export const dataHealthQuery = queryOptions({
  queryKey: ['reference-import', { health: true }],
  queryFn: ({ signal }) => apiGet('/api/admin/reference-health', dataHealthSchema, undefined, signal),
  staleTime: 0,
});
export const useDataHealth = () => useQuery(dataHealthQuery);
