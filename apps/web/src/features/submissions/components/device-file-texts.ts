import { formatShortDate } from '@dugout/domain/shared';

/** The words of the device-file upload (docs/decisions/0063-metric-sources-on-screen.md). */
export const deviceFileTexts = {
  button: 'Upload Device File',
  buttonFor: (name: string) => `Upload Device File for ${name}`,
  title: 'Upload a Device File',
  titleFor: (name: string) => `Upload a Device File for ${name}`,
  description:
    'A Rapsodo pitching export, a Blast Motion export or the generic CSV. You see what it gives before anything is saved.',
  fileLabel: 'Device file (CSV)',
  template: 'Download the generic template',
  reading: 'Reading the file…',
  preview: 'Preview',
  detected: (kind: string | null) => (kind ? `Detected: ${kind}` : 'Not a file Dugout reads'),
  rows: (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`,
  session: (d: string) => `session ${formatShortDate(d)}`,
  values: 'Values from the file',
  errors: (n: number) => `${n} ${n === 1 ? 'problem' : 'problems'} in the file: nothing will be saved`,
  save: 'Save as a new submission',
  saving: 'Saving…',
  saved: 'Saved as a new submission',
  savedDescription: 'The values from the file are on the dashboard with a Device file badge.',
} as const;
