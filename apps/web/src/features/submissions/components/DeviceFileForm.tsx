import { useState } from 'react';
import { Download } from 'lucide-react';
import {
  DEVICE_FILE_MAX_CHARS,
  GENERIC_TEMPLATE_FILE_NAME,
  metricSourceMessages,
  type DevicePreview,
  formatMetricValue,
} from '@dugout/domain/metrics-sources';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Input';
import { Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { readText } from '@/lib/read-text';
import { toast } from '@/lib/toast';
import { useConfirmDeviceFile, usePreviewDeviceFile, type DeviceFileTarget } from '../api/device-file';
import { deviceFileTexts } from './device-file-texts';

/**
 * The form of 'Upload a Device File' (docs/decisions/0063-metric-sources-on-screen.md): choose a file → the server's preview (the
 * kind it detected, the values it derives with how, e.g. 'max of 18 pitches', every error with its line; nothing
 * saved) → 'Save as a new submission', which the server scores as any other. The player's own (`target` null) or, for a
 * coach, a team member's. The generic template downloads from here.
 */
export function DeviceFileForm({ target, onDone }: { target: DeviceFileTarget; onDone: () => void }) {
  const [file, setFile] = useState<{ fileName: string; content: string } | null>(null);
  const [preview, setPreview] = useState<DevicePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewFile = usePreviewDeviceFile(target);
  const confirm = useConfirmDeviceFile(target);
  const reset = () => {
    setFile(null);
    setPreview(null);
    setError(null);
  };
  const onFile = async (chosen: File | undefined) => {
    reset();
    if (!chosen) return;
    if (chosen.size > DEVICE_FILE_MAX_CHARS) return setError(metricSourceMessages.tooLarge);
    const body = { fileName: chosen.name, content: await readText(chosen) };
    if (!body.content.trim()) return setError(metricSourceMessages.empty);
    setFile(body);
    try {
      setPreview(await previewFile.mutateAsync(body));
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const save = async () => {
    if (!file) return;
    setError(null);
    try {
      await confirm.mutateAsync(file);
      toast.success(deviceFileTexts.saved, { description: deviceFileTexts.savedDescription });
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <div className="space-y-4">
      <a
        href="/api/metrics/files/template"
        download={GENERIC_TEMPLATE_FILE_NAME}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <Download className="size-4" aria-hidden /> {deviceFileTexts.template}
      </a>
      <Field label={deviceFileTexts.fileLabel} htmlFor="device-file">
        <Input id="device-file" type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e.target.files?.[0])} />
      </Field>
      {previewFile.isPending && <Spinner label={deviceFileTexts.reading} />}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {preview && <PreviewPanel preview={preview} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={save} disabled={!preview?.canConfirm || confirm.isPending}>
          {confirm.isPending ? deviceFileTexts.saving : deviceFileTexts.save}
        </Button>
      </div>
    </div>
  );
}

function PreviewPanel({ preview }: { preview: DevicePreview }) {
  return (
    <section aria-labelledby="device-preview-title" className="space-y-3 rounded-lg border border-slate-200 p-3">
      <h3 id="device-preview-title" className="font-semibold">
        {deviceFileTexts.preview}
      </h3>
      <p className="text-sm text-slate-700" data-testid="device-kind">
        {[
          deviceFileTexts.detected(preview.kindLabel),
          preview.kind ? deviceFileTexts.rows(preview.rowCount) : null,
          preview.sessionDate ? deviceFileTexts.session(preview.sessionDate) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {preview.derived.length > 0 && (
        <div>
          <h4 className="mb-1 text-sm font-medium text-slate-700">{deviceFileTexts.values}</h4>
          <dl className="divide-y divide-slate-100 text-sm" data-testid="device-values">
            {preview.derived.map((d) => (
              <div key={d.metric} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
                <dt className="font-medium">{d.label}</dt>
                <dd className="text-right">
                  <span className="font-semibold tabular-nums">{formatMetricValue(d.metric, d.value)}</span>
                  <span className="block text-xs text-slate-600">{d.derivation}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {preview.errors.length > 0 && (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{deviceFileTexts.errors(preview.errors.length)}</p>
          <ul className="mt-1 max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5" data-testid="device-errors">
            {preview.errors.map((e, i) => (
              <li key={`${e.line ?? 'file'}-${i}`}>{e.message}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
