import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Download } from 'lucide-react';
import {
  IMPORT_PREVIEW_ROWS,
  IMPORT_TEMPLATE_FILE,
  guardianEmailMessages,
  importColumns,
  importMessages,
  importTemplateCsv,
  isCsvFileName,
  parseImportRows,
  teamCapMessages,
  type ImportPlayer,
  type ImportRefusal,
} from '@dugout/domain/teams';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { Field, Input } from '@/components/ui/Input';
import { errorMessage } from '@/lib/api';
import { useImportPlayers } from '../api/import-players';

/**
 * Import Players from Spreadsheet: CSV parsed with papaparse, checked by the domain rules; a bad row imports nothing,
 * and rows past the team's room are refused one by one (docs/decisions/0041-team-player-cap.md): the dialog stays open
 * and lists them.
 */
export function ImportPlayersDialog({
  teamCode,
  open,
  onOpenChange,
}: {
  teamCode: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [players, setPlayers] = useState<ImportPlayer[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<ImportRefusal[]>([]);
  const importPlayers = useImportPlayers();
  const close = (o: boolean) => {
    if (!o) {
      setPlayers(null);
      setError(null);
      setRefused([]);
    }
    onOpenChange(o);
  };
  const onFile = (file: File | undefined) => {
    setPlayers(null);
    setError(null);
    setRefused([]);
    if (!file) return;
    if (!isCsvFileName(file.name)) {
      toast.error(importMessages.invalidTypeTitle, { description: importMessages.invalidType });
      return;
    }
    // papaparse is loaded when a file is chosen, not with Team Management (docs/decisions/0026-front-end-loading.md: CSV parsing on demand).
    import('papaparse').then(
      ({ default: Papa }) =>
        Papa.parse<string[]>(file, {
          skipEmptyLines: 'greedy',
          complete: (result) => {
            const parsed = parseImportRows(result.data);
            if (!parsed.ok) {
              setError(parsed.message);
              toast.error('Error parsing file', { description: parsed.message });
              return;
            }
            setPlayers(parsed.players);
            toast.success('File parsed successfully', {
              description: `Found ${parsed.players.length} players to import`,
            });
          },
          error: (err) => {
            setError(err.message);
            toast.error('Error parsing file', { description: err.message });
          },
        }),
      () => {
        const message = 'Cannot reach the server. Check your connection and try again.';
        setError(message);
        toast.error('Error parsing file', { description: message });
      },
    );
  };
  const downloadTemplate = () => {
    const url = URL.createObjectURL(new Blob([importTemplateCsv], { type: 'text/csv' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = IMPORT_TEMPLATE_FILE;
    a.click();
    URL.revokeObjectURL(url);
  };
  const doImport = async () => {
    if (!players) return;
    try {
      const res = await importPlayers.mutateAsync({ teamCode, players });
      toast.success('Players imported!', {
        description: `Successfully imported ${res.count} players, click "Send Invite" to invite them.`,
      });
      if (res.refused.length === 0) close(false);
      else {
        setPlayers(null);
        setRefused(res.refused);
      }
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to import players. Please try again.') });
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      {open && (
        <DialogContent
          title="Import Players from Spreadsheet"
          description={`Columns: ${importColumns.join(', ')}. ${guardianEmailMessages.importHint}`}
          className="max-w-2xl"
        >
          <div className="space-y-4">
            <Button variant="outline" size="sm" onClick={downloadTemplate}>
              <Download /> Download template
            </Button>
            <Field label="CSV file" htmlFor="import-file">
              <Input
                id="import-file"
                type="file"
                accept=".csv,text/csv"
                onChange={(e) => onFile(e.target.files?.[0])}
              />
            </Field>
            {error && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
                {error}
              </p>
            )}
            {refused.length > 0 && (
              <div role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">
                <p className="font-medium">{teamCapMessages.importRefused(refused.length)}</p>
                <ul className="mt-1 max-h-40 list-disc overflow-y-auto pl-5">
                  {refused.map((r) => (
                    <li key={r.row}>{r.message}</li>
                  ))}
                </ul>
              </div>
            )}
            {players && (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="mb-2 text-left font-medium">Preview</caption>
                  <thead className="bg-slate-50 text-slate-600">
                    <tr>
                      <th className="p-2">Name</th>
                      <th className="p-2">Email</th>
                      <th className="p-2">Position</th>
                      <th className="p-2">Grad Year</th>
                      <th className="p-2">Guardian Email</th>
                    </tr>
                  </thead>
                  <tbody>
                    {players.slice(0, IMPORT_PREVIEW_ROWS).map((p, i) => (
                      <tr key={i} className="border-t border-slate-100">
                        <td className="p-2">
                          {p.firstName} {p.lastName}
                        </td>
                        <td className="p-2">{p.email}</td>
                        <td className="p-2">{p.primaryPosition}</td>
                        <td className="p-2">{p.graduationYear}</td>
                        <td className="p-2">{p.guardianEmail ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {players.length > IMPORT_PREVIEW_ROWS && (
                  <p className="mt-2 text-sm text-slate-600">... and {players.length - IMPORT_PREVIEW_ROWS} more</p>
                )}
              </div>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button onClick={doImport} disabled={!players || importPlayers.isPending}>
                {importPlayers.isPending ? 'Importing…' : `Import ${players?.length ?? ''} Players`.replace('  ', ' ')}
              </Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
